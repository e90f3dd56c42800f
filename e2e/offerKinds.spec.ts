import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  codeField,
  logInWithCode,
  openOffer,
  openProtectedOffer,
  sandboxOffer,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * Every offer kind of SPEC §3 on O2 (the sandbox seeds one of each, `o2-offer-…`) opens
 * with the intro of its family (`offerDetails:intro.<family>`, see
 * `src/documents/offerFamily.ts`). Kinds only differ in what they ask for, so
 * they are opened here, not ordered: one order per requirement profile is in
 * `orders.spec.ts`.
 */

// Each test opens up to five offers, some behind a one-time code.
test.describe.configure({ timeout: 90_000 });

interface Kind {
  type: string;
  token: string;
  /**
   * Protected by a one-time code: typed here ('code'), or typed by the login spec
   * ('elsewhere'; a code works once, so two specs typing it at the same time would clash).
   */
  login?: 'code' | 'elsewhere';
}

interface Family {
  family: string;
  kinds: Kind[];
}

/** The sandbox's O2 offer of a kind: `o2-offer-<type in kebab case>-0001`, but for two. */
function tokenOf(type: string): string {
  if (type === 'offer') return 'o2-offer-happy-0001';
  if (type === 'dealer_correction') return 'o2-dealer-correction-0001';
  const kebab = type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replaceAll('_', '-');
  return `o2-${type.startsWith('offer_') ? '' : 'offer-'}${kebab}-0001`;
}

const kind = (type: string, login?: Kind['login']): Kind => ({
  type,
  token: tokenOf(type),
  ...(login ? { login } : {}),
});

const families: Family[] = [
  { family: 'initial', kinds: [kind('offer'), kind('offer_dps'), kind('offer_otp', 'elsewhere')] },
  {
    family: 'extension',
    kinds: [
      kind('offer_vvl'),
      kind('offer_dps_vvl'),
      kind('green_idv_vvl'),
      kind('offer_vvl_otp', 'elsewhere'),
      kind('green_idv_vvl_otp', 'code'),
    ],
  },
  {
    family: 'migration',
    kinds: [
      kind('offer_tm'),
      kind('green_idv_tm'),
      kind('offer_tm_otp', 'elsewhere'),
      kind('green_idv_tm_otp', 'code'),
    ],
  },
  { family: 'ownerChange', kinds: [kind('offer_coc'), kind('offer_coc_otp', 'elsewhere')] },
  { family: 'dealerCorrection', kinds: [kind('dealer_correction')] },
  { family: 'alternative', kinds: [kind('orange'), kind('yellow'), kind('greenApm')] },
  {
    family: 'alternativeExtension',
    kinds: [kind('orange_vvl'), kind('yellow_vvl'), kind('greenApm_vvl')],
  },
  {
    family: 'alternativeMigration',
    kinds: [kind('orange_tm'), kind('yellow_tm'), kind('greenApm_tm')],
  },
  { family: 'identVerification', kinds: [kind('green_idv'), kind('green_idv_otp', 'code')] },
];

const visitOf = (token: string): OfferVisit => ({ slug: 'o2', token });

/** Opens the kind as its customer would, logged in where it asks for a code. */
async function openKind(page: Page, kind: Kind) {
  const visit = visitOf(kind.token);
  if (kind.login !== 'code') return openOffer(page, visit);
  await openProtectedOffer(page, visit);
  await logInWithCode(page, visit);
}

test.describe('every offer kind (o2)', () => {
  for (const { family, kinds } of families) {
    test(`${family}: ${kinds.map((k) => k.type).join(', ')} open with their text`, async ({
      page,
    }) => {
      // The sandbox seeds each token as the kind it is named for.
      const types = await Promise.all(
        kinds.map(async (k) => (await sandboxOffer(k.token)).offerType),
      );
      expect(types).toEqual(kinds.map((k) => k.type));
      const intro = page.getByText(text('de', `offerDetails:intro.${family}`), { exact: true });
      for (const kind of kinds) {
        if (kind.login === 'elsewhere') {
          // Their code is typed by the login spec; here: they ask for it before anything else.
          await openProtectedOffer(page, visitOf(kind.token));
          await expect(codeField(page, visitOf(kind.token)), kind.type).toBeVisible();
        } else {
          await openKind(page, kind);
          await expect(intro, kind.type).toBeVisible();
        }
      }
    });
  }
});

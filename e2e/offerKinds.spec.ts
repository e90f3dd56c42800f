import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  codeField,
  goToStep,
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
 * `src/flows/offer/details/offerFamily.ts`). Kinds only differ in what they ask for, so
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

const o2 = (id: string) => `o2-${id}`;

const families: Family[] = [
  {
    family: 'initial',
    kinds: [
      { type: 'offer', token: o2('offer-happy-0001') },
      { type: 'offer_dps', token: o2('offer-dps-0001') },
      { type: 'offer_otp', token: o2('offer-otp-0001'), login: 'elsewhere' },
    ],
  },
  {
    family: 'extension',
    kinds: [
      { type: 'offer_vvl', token: o2('offer-vvl-0001') },
      { type: 'offer_dps_vvl', token: o2('offer-dps-vvl-0001') },
      { type: 'green_idv_vvl', token: o2('offer-green-idv-vvl-0001') },
      { type: 'offer_vvl_otp', token: o2('offer-vvl-otp-0001'), login: 'elsewhere' },
      { type: 'green_idv_vvl_otp', token: o2('offer-green-idv-vvl-otp-0001'), login: 'code' },
    ],
  },
  {
    family: 'migration',
    kinds: [
      { type: 'offer_tm', token: o2('offer-tm-0001') },
      { type: 'green_idv_tm', token: o2('offer-green-idv-tm-0001') },
      { type: 'offer_tm_otp', token: o2('offer-tm-otp-0001'), login: 'elsewhere' },
      { type: 'green_idv_tm_otp', token: o2('offer-green-idv-tm-otp-0001'), login: 'code' },
    ],
  },
  {
    family: 'ownerChange',
    kinds: [
      { type: 'offer_coc', token: o2('offer-coc-0001') },
      { type: 'offer_coc_otp', token: o2('offer-coc-otp-0001'), login: 'elsewhere' },
    ],
  },
  {
    family: 'dealerCorrection',
    kinds: [{ type: 'dealer_correction', token: o2('dealer-correction-0001') }],
  },
  {
    family: 'alternative',
    kinds: [
      { type: 'orange', token: o2('offer-orange-0001') },
      { type: 'yellow', token: o2('offer-yellow-0001') },
      { type: 'greenApm', token: o2('offer-green-apm-0001') },
    ],
  },
  {
    family: 'alternativeExtension',
    kinds: [
      { type: 'orange_vvl', token: o2('offer-orange-vvl-0001') },
      { type: 'yellow_vvl', token: o2('offer-yellow-vvl-0001') },
      { type: 'greenApm_vvl', token: o2('offer-green-apm-vvl-0001') },
    ],
  },
  {
    family: 'alternativeMigration',
    kinds: [
      { type: 'orange_tm', token: o2('offer-orange-tm-0001') },
      { type: 'yellow_tm', token: o2('offer-yellow-tm-0001') },
      { type: 'greenApm_tm', token: o2('offer-green-apm-tm-0001') },
    ],
  },
  {
    family: 'identVerification',
    kinds: [
      { type: 'green_idv', token: o2('offer-green-idv-0001') },
      { type: 'green_idv_otp', token: o2('offer-green-idv-otp-0001'), login: 'code' },
    ],
  },
];

const visitOf = (token: string): OfferVisit => ({ slug: 'o2', token });

/** Opens the kind as its customer would, logged in where it asks for a code. */
async function openKind(page: Page, kind: Kind) {
  const visit = visitOf(kind.token);
  if (kind.login !== 'code') return openOffer(page, visit);
  await openProtectedOffer(page, visit);
  await logInWithCode(page, visit);
  await goToStep(page, visit, '');
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

import { idvBodyCodes, type IdvBodyCode } from '../../../src/api/errors/codes.ts';
import type { IdvMethod } from '../../../src/api/contract/idv.ts';
import type { Locale } from '../../../src/routes.ts';
import { href } from '../../../src/routing/links.ts';
import type { Scenario } from '../../context.ts';
import { addDays, berlinIso } from '../support/berlinTime.ts';
import { brandFacts, siteBrandSlugs } from '../support/brandFacts.ts';
import type { SeedRow } from '../support/seedMode.ts';
import { methodsOfBrand } from './methods.ts';
import { outcomeNames, providerOutcomes, type OutcomeName } from './outcomes.ts';
import type { IdvRecord } from './store.ts';

export interface IdvSeed {
  rows: SeedRow<IdvRecord>[];
  scenarios: Scenario[];
}

const methodLabel: Record<IdvMethod, string> = {
  eid: 'eID (online ID card)',
  videoIdent: 'video ident',
  postIdent: 'PostIdent',
  photoIdent: 'photo ident',
};

const pageOfOutcome: Record<OutcomeName, string> = {
  success: 'the success page',
  completed: 'the completed page',
  failed: 'the failed page (with a retry)',
  noMethodsAvailable: 'the failed page for "no method available"',
  noMoreIdvPossible: 'the failed page for "no further verification possible"',
  cancelled: 'the failed page for a cancelled offer',
  consumed: 'the page for an offer that was already accepted',
  expired: 'the expired page',
  pending: 'the pending page (verification in progress)',
  postIdent: 'the PostIdent page with its reference number',
};

const whatCodeShows: Record<IdvBodyCode, string> = {
  IDV_COMPLETED: 'the verification was already completed',
  IDV_NO_METHODS_AVAILABLE: 'no verification method is available',
  IDV_SUCCESS: 'the identity was already verified successfully',
  NO_MORE_IDV_POSSIBLE: 'no further verification attempt is possible',
  OFFER_CANCELLED: 'the offer behind the verification was cancelled',
  OFFER_CONSUMED: 'the offer was already accepted',
  OFFER_EXPIRED: 'the verification link has expired',
  RESERVATION_CALL_HOTLINE: 'the customer should call the hotline',
  TECHNICAL_PROBLEM: 'a technical problem, try again later',
  DOWNTIME: 'a maintenance window with its start and end (Berlin time)',
};

/** Methods to try an outcome with: the one it belongs to, else eID. */
const methodForOutcome = (outcome: OutcomeName): IdvMethod => {
  const only = (providerOutcomes[outcome] as { methods?: readonly IdvMethod[] }).methods;
  return only?.[0] ?? 'eid';
};

const codeSlug = (code: IdvBodyCode) => code.toLowerCase().replace(/_/g, '-');

/** The seeded verifications, one named token per case QA must see (issue 3 §6). */
export function idvSeed(now: Date): IdvSeed {
  const rows: SeedRow<IdvRecord>[] = [];
  const scenarios: Scenario[] = [];
  const open = (
    token: string,
    brand: string,
    record: Partial<IdvRecord>,
    scenario: Omit<Scenario, 'token' | 'brand'>,
  ) => {
    rows.push({
      id: token,
      brand,
      data: {
        status: 'main',
        useCase: 'Standard',
        language: 'de',
        expiresAt: berlinIso(addDays(now, 14)),
        ...record,
      },
    });
    const language: Locale = record.language ?? 'de';
    scenarios.push({
      token,
      brand,
      path: href('idv', { token }, language),
      ...scenario,
    });
  };

  for (const brand of siteBrandSlugs) {
    const methods = methodsOfBrand(brand).map((m) => methodLabel[m]);
    open(
      `${brand}-idv-main-0001`,
      brand,
      {},
      {
        name: `idv-happy-${brand}`,
        expect:
          `Method selection of ${brandFacts(brand).name} with ${methods.join(', ')}; video ident is ` +
          'only available Monday to Saturday 7:00-22:00 Berlin time. Choosing a method opens the ' +
          'simulated provider; "Verified successfully" returns to the success page.',
      },
    );
  }

  const aldi = siteBrandSlugs.includes('aldi') ? 'aldi' : (siteBrandSlugs[0] ?? 'o2');
  // Video ident stays open in these at any hour: their point is how a method ends.
  for (const method of methodsOfBrand(aldi)) {
    open(
      `idv-method-${method}-0001`,
      aldi,
      { open: [method] },
      {
        name: `idv-method-${method}`,
        expect:
          `Choose ${methodLabel[method]} (open at any time here): the simulated provider page ` +
          "opens in the site's language with one button per outcome it can end with; each " +
          'button returns to the matching page.',
        input: { method },
      },
    );
  }

  outcomeNames.forEach((outcome, i) => {
    const brand = siteBrandSlugs[i % siteBrandSlugs.length] ?? 'o2';
    const method = methodForOutcome(outcome);
    open(
      `idv-outcome-${outcome}-0001`,
      brand,
      { open: [method] },
      {
        name: `idv-outcome-${outcome}`,
        expect:
          `Choose ${methodLabel[method]}, then press the provider button for "${outcome}": the site ` +
          `shows ${pageOfOutcome[outcome]}.`,
        input: { method, providerButton: outcome },
      },
    );
  });

  idvBodyCodes.forEach((code, i) => {
    const brand = siteBrandSlugs[i % siteBrandSlugs.length] ?? 'o2';
    const ended: Partial<IdvRecord> =
      code === 'OFFER_EXPIRED'
        ? { expiresAt: berlinIso(addDays(now, -2)) }
        : code === 'DOWNTIME'
          ? {
              code,
              downtime: {
                from: berlinIso(new Date(now.getTime() - 3_600_000)),
                to: berlinIso(new Date(now.getTime() + 3 * 3_600_000)),
              },
            }
          : { code };
    open(`idv-code-${codeSlug(code)}-0001`, brand, ended, {
      name: `idv-code-${code}`,
      expect: `The link answers ${code}: the site shows that ${whatCodeShows[code]}.`,
    });
  });

  const o2 = siteBrandSlugs.includes('o2') ? 'o2' : (siteBrandSlugs[0] ?? 'o2');
  open(
    'idv-status-pending-0001',
    o2,
    { status: 'pending', method: 'videoIdent' },
    {
      name: 'idv-status-pending',
      expect:
        'A video ident is being reviewed: the pending page; choosing another method is possible.',
    },
  );
  open(
    'idv-status-postident-0001',
    o2,
    { status: 'postIdent', method: 'postIdent', postIdentReference: '2024 3817 5530 12' },
    {
      name: 'idv-status-postIdent',
      expect:
        'Waiting for the PostIdent visit: the PostIdent page shows reference 2024 3817 5530 12.',
    },
  );
  open(
    'idv-status-failed-0001',
    o2,
    { status: 'failed', method: 'eid' },
    {
      name: 'idv-status-failed',
      expect: 'The last eID attempt failed: the failed page, and a new attempt can be started.',
    },
  );
  open(
    'idv-novum-main-0001',
    aldi,
    { useCase: 'Novum' },
    {
      name: 'idv-novum',
      expect: 'Method selection with the Novum text variants.',
    },
  );
  open(
    'idv-video-closed-0001',
    o2,
    { unavailable: { videoIdent: 'outsideServiceHours' } },
    {
      name: 'idv-video-outside-service-hours',
      expect:
        'Video ident is listed but cannot be chosen: outside service hours, at any time of day.',
    },
  );
  open(
    'idv-photo-down-0001',
    aldi,
    { unavailable: { photoIdent: 'temporarilyUnavailable' } },
    {
      name: 'idv-photo-temporarily-unavailable',
      expect: 'Photo ident is listed but cannot be chosen: temporarily unavailable.',
    },
  );
  const turkish = siteBrandSlugs.includes('ayyildiz') ? 'ayyildiz' : o2;
  open(
    'idv-ayyildiz-tr-0001',
    turkish,
    { language: 'tr' },
    {
      name: 'idv-turkish',
      expect: 'Method selection in Turkish; the simulated provider page is Turkish too.',
    },
  );

  return { rows, scenarios };
}

import { registerSubject } from '../access.ts';
import type { Scenario, SandboxModule } from '../context.ts';
import { contractRoute, fail } from '../contractRoute.ts';
import { documentTable } from '../db.ts';
import { addDays, berlinIso } from './support/berlinTime.ts';
import { brandFacts, siteBrandSlugs } from './support/brandFacts.ts';
import { seedDocuments, seedIsReset, type SeedRow } from './support/seedMode.ts';

interface MailRecord {
  /** When the customer declined the e-mail; absent while it stands. */
  declinedAt?: string;
}

const table = (db: Parameters<typeof documentTable>[0]) =>
  documentTable<MailRecord>(db, 'declined_mails');

const notFound = { code: 'NotFound', message: 'No e-mail behind this link.' };

const pathOf = (token: string, brand: string) => `/email-ablehnung?token=${token}&brand=${brand}`;

function mailSeed(now: Date): { rows: SeedRow<MailRecord>[]; scenarios: Scenario[] } {
  const rows: SeedRow<MailRecord>[] = [];
  const scenarios: Scenario[] = [];
  for (const brand of siteBrandSlugs) {
    const token = `${brand}-mail-decline-0001`;
    rows.push({ id: token, brand, data: {} });
    scenarios.push({
      token,
      brand,
      name: `declinemail-${brand}`,
      path: pathOf(token, brand),
      expect:
        `The e-mail of ${brandFacts(brand).name} is declined; opening the link again says it ` +
        'was already declined.',
    });
  }
  const first = siteBrandSlugs[0] ?? 'o2';
  const token = 'mail-already-declined-0001';
  rows.push({ id: token, brand: first, data: { declinedAt: berlinIso(addDays(now, -3)) } });
  scenarios.push({
    token,
    brand: first,
    name: 'declinemail-already-declined',
    path: pathOf(token, first),
    expect: 'The e-mail was declined three days ago: the page says it was already declined.',
  });
  return { rows, scenarios };
}

/**
 * Declining an e-mail from its link: GET reads whether it is declined (opening the page
 * shows it at once) and changes nothing; POST declines, a repeat answers alreadyDeclined.
 */
export const declineMailModule: SandboxModule = {
  name: 'declinemail',
  init(ctx) {
    const mails = table(ctx.db);
    registerSubject(ctx, 'mail', {
      notFound,
      find: (token) => {
        const row = mails.get(token);
        return row && { brand: row.brand };
      },
    });
  },
  routes(app, ctx) {
    const mails = table(ctx.db);
    // Found and bound to the site's brand by the access rule (mailLink); the brand the link
    // names in its query decides nothing.
    contractRoute(app, 'declineMailState', ({ query }) => {
      const row = mails.get(query.token);
      if (!row) return fail(404, notFound);
      const { declinedAt } = row.data;
      return { json: declinedAt ? { declinedAt } : {} };
    });
    contractRoute(app, 'declineMail', ({ query }) => {
      const row = mails.get(query.token);
      if (!row) return fail(404, notFound);
      const { declinedAt } = row.data;
      if (declinedAt) return { json: { result: 'alreadyDeclined' as const, declinedAt } };
      const now = berlinIso(ctx.now());
      mails.put(query.token, row.brand, { declinedAt: now });
      return { json: { result: 'declined' as const, declinedAt: now } };
    });
  },
  seed(ctx) {
    const { rows, scenarios } = mailSeed(ctx.now());
    seedDocuments(ctx, table(ctx.db), rows, seedIsReset(ctx, 'declinemail'));
    return scenarios;
  },
};

export default declineMailModule;

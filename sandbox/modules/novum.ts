import { registerSubject } from '../access.ts';
import type { SandboxModule } from '../context.ts';
import { contractRoute, fail } from '../contractRoute.ts';
import { documentTable } from '../db.ts';
import { siteBrand } from './offers/brands.ts';
import { tokenOf } from './offers/build.ts';
import { perDb } from './offers/perDb.ts';
import { offerSeeds } from './offers/scenarios.ts';

/** Novum campaign links: an entry id that resolves to an offer token with use case Novum. */
const entries = perDb((db) => documentTable<{ token: string }>(db, 'novum_entries'));

export const novumModule: SandboxModule = {
  name: 'novum',
  init(ctx) {
    const table = entries(ctx.db);
    registerSubject(ctx, 'novum', {
      notFound: { code: 'NotFound', message: 'Novum entry could not be found.' },
      find: (id) => {
        const row = table.get(id);
        return row && { brand: row.brand };
      },
    });
  },
  routes(app, ctx) {
    contractRoute(app, 'entryNovum', ({ query }) => {
      const entry = entries(ctx.db).get(query.id);
      if (!entry)
        return fail(404, { code: 'NotFound', message: 'Novum entry could not be found.' });
      return { json: { token: entry.data.token, useCase: 'Novum' as const } };
    });
  },
  seed(ctx) {
    const table = entries(ctx.db);
    table.clear();
    return offerSeeds
      .filter((seed) => seed.novum)
      .map((seed, i) => {
        const brand = siteBrand(seed.brand).slug;
        const id = `${brand}-novum-entry-${String(i + 1).padStart(4, '0')}`;
        const token = tokenOf(seed);
        table.put(id, brand, { token });
        return {
          token: id,
          brand,
          name: 'novum-entry',
          expect: `The Novum entry page resolves the id to offer ${token} and continues there with the Novum texts (use case Novum).`,
          path: `/entry/novum?id=${id}`,
        };
      });
  },
};

export default novumModule;

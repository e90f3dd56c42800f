import type { SandboxModule } from '../context.ts';
import { contractRoute } from '../contractRoute.ts';
import { tokenOf, consentOf } from './offers/build.ts';
import { siteBrand } from './offers/brands.ts';
import { CONSENT_TEXT_VERSION, consentStore } from './offers/consents.ts';
import { findOffer } from './offers/lookup.ts';
import { offerSeeds } from './offers/scenarios.ts';

/** GET /api/consent/:id: the advertising consent of the customer behind an offer. */
export const consentModule: SandboxModule = {
  name: 'consent',
  init(ctx) {
    consentStore(ctx.db);
  },
  routes(app, ctx) {
    contractRoute(app, 'consent', ({ params, c }) => {
      const record = findOffer(ctx, c, params.id);
      return { json: consentStore(ctx.db).get(record.token) };
    });
  },
  seed(ctx) {
    const consents = consentStore(ctx.db);
    consents.clear();
    for (const seed of offerSeeds) {
      consents.put(tokenOf(seed), siteBrand(seed.brand).slug, {
        ...consentOf(seed),
        textVersion: CONSENT_TEXT_VERSION,
      });
    }
    return [];
  },
};

export default consentModule;

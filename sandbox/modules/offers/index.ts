import type { SandboxModule } from '../../context.ts';
import { transaction } from '../../db.ts';
import { authModule } from '../auth.ts';
import { consentModule } from '../consent.ts';
import { novumModule } from '../novum.ts';
import { paymentModule } from '../payment.ts';
import { accessStore } from './access.ts';
import { buildRecord } from './build.ts';
import { consentStore } from './consents.ts';
import { copyRoute } from './copy.ts';
import { registerOfferSubjects } from './lookup.ts';
import { missesOf } from '../../access.ts';
import { offerRoutes } from './routes.ts';
import { offerScenario, offerSeeds } from './scenarios.ts';
import { seedOrder } from './seedOrders.ts';
import { offerStore } from './store.ts';

/**
 * Offers: lifecycle, accept, summary, documents, reset. Its seed restores the offers and
 * orders and clears the miss counter; the login, payment, consent and Novum modules work
 * on these offers.
 */
export const offersModule: SandboxModule = {
  name: 'offer',
  init(ctx) {
    offerStore(ctx.db);
    accessStore(ctx.db);
    consentStore(ctx.db);
    registerOfferSubjects(ctx);
  },
  routes(app, ctx) {
    offerRoutes(app, ctx);
    copyRoute(app, ctx);
  },
  seed(ctx) {
    const store = offerStore(ctx.db);
    transaction(ctx.db, () => {
      store.clear();
      offerSeeds.forEach((seed, index) => {
        const record = buildRecord(seed, index, ctx.now());
        store.offers.put(record.token, record.brand, record);
        if (seed.ordered) seedOrder(ctx, store, seed, record.token);
      });
    });
    missesOf(ctx).reset();
    return offerSeeds.map(offerScenario);
  },
};

/** The offer area of the sandbox: offers, brand login, payment provider, consent, Novum. */
export const offerModules: readonly SandboxModule[] = [
  offersModule,
  authModule,
  paymentModule,
  consentModule,
  novumModule,
];

export default offersModule;

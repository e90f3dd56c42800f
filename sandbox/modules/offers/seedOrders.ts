import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../../context.ts';
import { siteBrand } from './brands.ts';
import type { OfferSeed } from './build.ts';
import { personas } from './catalog/personas.ts';
import type { OfferStore } from './store.ts';
import { maskIban } from './summary.ts';

const DAY_MS = 86_400_000;

/**
 * The order of an offer seeded as already accepted, placed two days before seeding (or
 * as many as the seed says). Its one-time payment went through, unless the customer
 * abandoned it at the provider.
 */
export function seedOrder(ctx: SandboxContext, store: OfferStore, seed: OfferSeed, token: string) {
  const submittedAt = new Date(ctx.now().getTime() - (seed.orderedDaysAgo ?? 2) * DAY_MS);
  store.orders.create(
    {
      token,
      submittedAt: submittedAt.toISOString(),
      personal: personas[seed.brand],
      ...(siteBrand(seed.brand).prepaid ? {} : { maskedIban: maskIban('DE89370400440532013000') }),
      ...(seed.oneTimePayment
        ? {
            oneTimePayment: {
              amount: seed.oneTimePayment,
              status:
                seed.state === 'abandonedPayment' ? ('aborted' as const) : ('captured' as const),
              session: randomUUID(),
            },
          }
        : {}),
    },
    submittedAt.getFullYear(),
  );
}

import type { SandboxContext, Scenario } from '../../context.ts';
import { tokenOf } from '../offers/build.ts';
import { personas } from '../offers/catalog/personas.ts';
import { newOrderReference } from '../offers/orderReference.ts';
import { withdrawalOffers, withdrawnOffer } from '../offers/seeds/withdrawalOffers.ts';
import { offerStore } from '../offers/store.ts';

const RECEIPT =
  '"Widerruf bestätigen" shows the acknowledgement (date, time, what was stated, "we check ' +
  'your order and write to you") and its PDF, the same page as for any statement';

const expectations: Record<string, { name: string; expect: string }> = {
  'order-withdrawal-period-ended': {
    name: 'withdrawal-period-ended',
    expect: `Ordered 20 days ago: ${RECEIPT}; the order is not marked withdrawn but kept for a person to check the period (GET /__sandbox/withdrawals: review, periodToCheck).`,
  },
  'offer-error-OfferWithdrawn': {
    name: 'withdrawal-already-done',
    expect: `Withdrawn before: ${RECEIPT}; nothing changes, the statement is kept for a person (review, alreadyWithdrawn).`,
  },
};

const withinPeriod = {
  expect: `Ordered two days ago: ${RECEIPT}; the offer link then says the order was withdrawn.`,
};

/**
 * The withdrawal cases QA must see, with what to type: the orders the offer module seeded
 * for them (it seeds first), by their references, and a reference no order has.
 */
export function withdrawalScenarios(ctx: SandboxContext): Scenario[] {
  const { offers, orders } = offerStore(ctx.db);
  const seeded = [...withdrawalOffers, ...(withdrawnOffer ? [withdrawnOffer] : [])].flatMap(
    (seed): Scenario[] => {
      const token = tokenOf(seed);
      const order = orders.byToken(token);
      const record = offers.get(token);
      if (!order || !record) return [];
      const { name, expect } = expectations[seed.scenario] ?? {
        name: `withdrawal-${record.brand}`,
        ...withinPeriod,
      };
      const { givenNames, familyName, contact } = order.personal;
      return [
        {
          token: order.reference,
          brand: record.brand,
          name,
          path: '/widerruf',
          expect,
          input: {
            name: `${givenNames} ${familyName}`,
            order: order.reference,
            email: contact.email,
            offerToken: token,
          },
        },
      ];
    },
  );
  const someone = personas.o2;
  const unknown = newOrderReference(ctx.now().getFullYear());
  return [
    ...seeded,
    {
      token: unknown,
      brand: 'o2',
      name: 'withdrawal-unknown-order',
      path: '/widerruf',
      expect: `A reference no order has: ${RECEIPT}; the statement is kept for a person to check (review, unknownOrder).`,
      input: {
        name: `${someone.givenNames} ${someone.familyName}`,
        order: unknown,
        email: someone.contact.email,
      },
    },
  ];
}

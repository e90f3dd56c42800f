import type { SandboxContext, Scenario } from '../../context.ts';
import { tokenOf } from '../offers/build.ts';
import { withdrawalOffers, withdrawnOffer } from '../offers/seeds/withdrawalOffers.ts';
import { offerStore } from '../offers/store.ts';

const expectations: Record<string, (brand: string) => { name: string; expect: string }> = {
  'order-withdrawal-period-ended': () => ({
    name: 'withdrawal-period-ended',
    expect: 'Ordered 20 days ago: "Widerruf bestätigen" shows that the 14 days have ended.',
  }),
  'offer-error-OfferWithdrawn': () => ({
    name: 'withdrawal-already-done',
    expect: 'Already withdrawn: "Widerruf bestätigen" shows that it was withdrawn before.',
  }),
};

const withinPeriod = (brand: string) => ({
  name: `withdrawal-${brand}`,
  expect:
    'Ordered two days ago: "Widerruf bestätigen" shows the receipt with date, time and ' +
    'reference and a PDF; the offer link then says the order was withdrawn.',
});

/**
 * The withdrawal cases QA must see, with what to type: the orders the offer module seeded
 * for them (it seeds first), by their references.
 */
export function withdrawalScenarios(ctx: SandboxContext): Scenario[] {
  const { offers, orders } = offerStore(ctx.db);
  return [...withdrawalOffers, ...(withdrawnOffer ? [withdrawnOffer] : [])].flatMap((seed) => {
    const token = tokenOf(seed);
    const order = orders.byToken(token);
    const record = offers.get(token);
    if (!order || !record) return [];
    const { name, expect } = (expectations[seed.scenario] ?? withinPeriod)(record.brand);
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
  });
}

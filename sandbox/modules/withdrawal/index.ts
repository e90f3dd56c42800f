import type { Context } from 'hono';
import type {
  WithdrawalCode,
  WithdrawalReceipt,
  WithdrawalRequest,
} from '../../../src/api/contract/withdrawal.ts';
import type { SandboxContext, SandboxModule, Scenario } from '../../context.ts';
import { contractRoute, fail } from '../../contractRoute.ts';
import { transaction } from '../../db.ts';
import { missLimiter } from '../../rateLimit.ts';
import { effectiveState } from '../offers/lifecycle.ts';
import { offerStore, type OrderRecord } from '../offers/store.ts';
import { berlinIso } from '../support/berlinTime.ts';
import { brandFacts } from '../support/brandFacts.ts';
import { nameFits, refusal } from './checks.ts';
import { receiptPdf } from './receiptPdf.ts';
import { withdrawalTable } from './store.ts';
import { withdrawalScenarios } from './seed.ts';

const refusals: Record<WithdrawalCode, { status: 404 | 409; message: string }> = {
  WithdrawalOrderNotFound: {
    status: 404,
    message: 'No order of this brand under this reference and name.',
  },
  WithdrawalPeriodEnded: { status: 409, message: 'The withdrawal period has ended.' },
  WithdrawalAlreadyDone: { status: 409, message: 'The order was already withdrawn.' },
};

const refuse = (code: WithdrawalCode): never =>
  fail(refusals[code].status, { code, message: refusals[code].message });

/**
 * The withdrawal function (Art. 11a Directive 2011/83/EU, § 356a BGB): an order placed on
 * the site, named by its reference or its offer link's token and the customer's name, is
 * withdrawn once — a repeat under the same id replays the first receipt — and its offer
 * shows it from then on. The acknowledgement of receipt downloads as PDF.
 */
export const withdrawalModule: SandboxModule = {
  name: 'withdrawal',
  // Its seed adds orders to the offer tables, which the offer module's seed first clears.
  after: ['offer'],
  init(ctx) {
    withdrawalTable(ctx);
  },
  routes(app, ctx) {
    const withdrawals = withdrawalTable(ctx);
    const { offers, orders } = offerStore(ctx.db);
    const limiter = missLimiter();

    const orderOf = (brand: string, request: WithdrawalRequest): OrderRecord | undefined => {
      const order = orders.byReference(request.order) ?? orders.byToken(request.order);
      const record = order && offers.get(order.token);
      return order && record?.brand === brand && nameFits(request.name, order.personal)
        ? order
        : undefined;
    };

    const withdraw = (c: Context, brand: string, id: string, request: WithdrawalRequest) => {
      const existing = withdrawals.get(id);
      if (existing) {
        if (existing.brand !== brand)
          return fail(409, {
            code: 'WithdrawalIdInUse',
            message: 'The id belongs to another withdrawal.',
          });
        return { json: existing.data.receipt };
      }
      limiter.guard(c);
      const order = orderOf(brand, request);
      const record = order && offers.get(order.token)?.data;
      if (!order || !record) {
        limiter.miss(c);
        return refuse('WithdrawalOrderNotFound');
      }
      const now = ctx.now();
      const refused = refusal(effectiveState(record.offer, now), order.submittedAt, now);
      if (refused) return refuse(refused);
      const receipt: WithdrawalReceipt = {
        id,
        receivedAt: berlinIso(now),
        orderReference: order.reference,
        orderedAt: berlinIso(new Date(order.submittedAt)),
        offerName: record.offer.name,
        offerType: record.offer.offerType,
        email: request.email,
      };
      withdrawals.put(id, brand, { request, receipt, token: order.token });
      offers.put(order.token, record.brand, {
        ...record,
        offer: { ...record.offer, state: 'withdrawn' },
      });
      ctx.log(`withdrawal (${brand}) of ${order.reference} received at ${receipt.receivedAt}`);
      return { status: 201 as const, json: receipt };
    };

    contractRoute(app, 'withdrawalSubmit', ({ params, body, c }) =>
      transaction(ctx.db, () => withdraw(c, params.brand, params.id, body)),
    );
    contractRoute(app, 'withdrawalDownload', async ({ params, c }) => {
      limiter.guard(c);
      const row = withdrawals.get(params.id);
      if (!row || row.brand !== params.brand) {
        limiter.miss(c);
        return fail(404, { code: 'NotFound', message: 'No withdrawal with this id.' });
      }
      return {
        pdf: await receiptPdf(brandFacts(params.brand).name, row.data),
        fileName: `Widerruf-Eingangsbestaetigung-${params.id}.pdf`,
      };
    });
  },
  seed(ctx: SandboxContext): Scenario[] {
    withdrawalTable(ctx).clear();
    return withdrawalScenarios(ctx);
  },
};

export default withdrawalModule;

import type { Context } from 'hono';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../../src/api/contract/withdrawal.ts';
import type { SandboxContext, SandboxModule, Scenario } from '../../context.ts';
import { contractRoute, fail } from '../../contractRoute.ts';
import { transaction } from '../../db.ts';
import { missLimiter } from '../../rateLimit.ts';
import { effectiveState } from '../offers/lifecycle.ts';
import { canonicalReference } from '../offers/orderReference.ts';
import { offerStore } from '../offers/store.ts';
import { berlinIso } from '../support/berlinTime.ts';
import { brandFacts } from '../support/brandFacts.ts';
import { documentLocale } from '../support/texts.ts';
import { emailMatches, nameMatches, reviewReason } from './checks.ts';
import { receiptFileName, receiptPdf, RECEIPT_SUBJECT } from './receiptPdf.ts';
import { receivedStatements, withdrawalTable, type WithdrawalOutcome } from './store.ts';
import { withdrawalScenarios } from './seed.ts';

/**
 * Statements one client may make per hour. Counted for every new statement, those that
 * withdraw too: a customer makes one or two, someone filling the queue or trying out
 * references and names gets 429 with Retry-After. A repeat of an id already received is
 * the same statement: its receipt is replayed without counting.
 */
export const STATEMENTS_PER_HOUR = 20;

const limiters = new WeakMap<SandboxContext, ReturnType<typeof missLimiter>>();
const limiterOf = (ctx: SandboxContext) => {
  const found = limiters.get(ctx);
  if (found) return found;
  const created = missLimiter({ limit: STATEMENTS_PER_HOUR, windowMs: 3_600_000 });
  limiters.set(ctx, created);
  return created;
};

/**
 * The withdrawal function (Art. 11a Directive 2011/83/EU, § 356a BGB). Every statement is
 * received and acknowledged — receipt, PDF, e-mail to the address given — with its content
 * and time, whatever it names. The order is marked withdrawn only when reference (or offer
 * link token), name and the order's e-mail all match and the 14 days from ordering have not
 * passed; any other statement is kept for a person to check. The answer is the same in
 * every case, so it tells no one whether an order exists.
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
    const limiter = limiterOf(ctx);
    const downloads = missLimiter();

    const outcomeOf = (brand: string, request: WithdrawalRequest, now: Date): WithdrawalOutcome => {
      const order =
        orders.byReference(canonicalReference(request.order)) ?? orders.byToken(request.order);
      const record = order && offers.get(order.token);
      if (!order || record?.brand !== brand) return { kind: 'review', reason: 'unknownOrder' };
      const { reference: orderReference } = order;
      if (
        !nameMatches(request.name, order.personal) ||
        !emailMatches(request.email, order.personal.contact.email)
      )
        return { kind: 'review', reason: 'detailsDiffer', orderReference };
      const reason = reviewReason(effectiveState(record.data.offer, now), order.submittedAt, now);
      if (reason) return { kind: 'review', reason, orderReference };
      offers.put(order.token, record.brand, {
        ...record.data,
        offer: { ...record.data.offer, state: 'withdrawn' },
      });
      return { kind: 'withdrawn', orderReference };
    };

    const receive = (c: Context, brand: string, id: string, request: WithdrawalRequest) => {
      const existing = withdrawals.get(id);
      if (existing) {
        if (existing.brand !== brand)
          return fail(409, {
            code: 'WithdrawalIdInUse',
            message: 'The id belongs to another withdrawal.',
          });
        return { json: existing.data.receipt };
      }
      const wait = limiter.waitFor(c);
      if (wait !== undefined)
        return fail(
          429,
          {
            code: 'TooManyRequests',
            message: `Too many withdrawal statements from this client; try again in ${wait} s.`,
          },
          { 'Retry-After': String(wait) },
        );
      limiter.miss(c);
      const now = ctx.now();
      const receipt: WithdrawalReceipt = {
        id,
        receivedAt: berlinIso(now),
        name: request.name,
        order: request.order,
        email: request.email,
      };
      const outcome = outcomeOf(brand, request, now);
      withdrawals.put(id, brand, {
        request,
        receipt,
        outcome,
        mail: { to: request.email, subject: RECEIPT_SUBJECT, sentAt: receipt.receivedAt },
      });
      ctx.log(
        `withdrawal statement (${brand}) received at ${receipt.receivedAt}: ${outcome.kind}` +
          `${outcome.kind === 'review' ? ` (${outcome.reason})` : ''}; acknowledgement mailed`,
      );
      return { status: 201 as const, json: receipt };
    };

    contractRoute(app, 'withdrawalSubmit', ({ params, body, c }) =>
      transaction(ctx.db, () => receive(c, params.brand, params.id, body)),
    );
    contractRoute(app, 'withdrawalDownload', async ({ params, query, c }) => {
      downloads.guard(c);
      const row = withdrawals.get(params.id);
      if (!row || row.brand !== params.brand) {
        downloads.miss(c);
        return fail(404, { code: 'NotFound', message: 'No withdrawal with this id.' });
      }
      const locale = documentLocale(params.brand, query.language);
      return {
        pdf: await receiptPdf(brandFacts(params.brand), locale, row.data),
        fileName: receiptFileName(params.brand, locale, params.id),
      };
    });
    // For QA and the person who checks them: every statement, its outcome and its e-mail.
    app.get('/__sandbox/withdrawals', (c) => c.json(receivedStatements(ctx)));
  },
  seed(ctx: SandboxContext): Scenario[] {
    withdrawalTable(ctx).clear();
    limiterOf(ctx).reset();
    return withdrawalScenarios(ctx);
  },
};

export default withdrawalModule;

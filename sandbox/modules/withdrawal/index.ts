import type { Context } from 'hono';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../../src/api/contract/withdrawal.ts';
import { missesOf } from '../../access.ts';
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
import { emailKey, emailMatches, nameMatches, reviewReason } from './checks.ts';
import { receiptFileName, receiptPdf, RECEIPT_SUBJECT } from './receiptPdf.ts';
import { receivedStatements, withdrawalTable, type WithdrawalOutcome } from './store.ts';
import { withdrawalScenarios } from './seed.ts';

/**
 * Statements one client may make per hour before the rest wait for a person. Every
 * statement is acknowledged (Art. 11a: each one), however many: carrier-grade NAT puts
 * thousands of a telecom's mobile customers behind one address. Beyond these, a statement
 * withdraws nothing at once, so one trying out references and names gains nothing. A
 * repeat of an id already received is the same statement: replayed without counting.
 */
export const STATEMENTS_PER_HOUR = 20;

/**
 * Acknowledgement e-mails one address gets per hour for statements that do not name an order
 * of that address; the statements beyond are kept unmailed. The address is the one thing a
 * stranger surely knows, so the limit is the stranger's: a statement naming an order by its
 * reference (or link token) and giving that order's own address is always mailed, and none
 * of a stranger's statements can use up what its owner is sent.
 */
export const MAILS_PER_RECIPIENT_HOUR = 3;

interface Counters {
  clients: ReturnType<typeof missLimiter>;
  /** When each address was last mailed, within the hour. */
  mailed: Map<string, number[]>;
}

const counters = new WeakMap<SandboxContext, Counters>();
const countersOf = (ctx: SandboxContext): Counters => {
  const found = counters.get(ctx);
  if (found) return found;
  const created = {
    clients: missLimiter({
      limit: STATEMENTS_PER_HOUR,
      windowMs: 3_600_000,
      now: () => ctx.now().getTime(),
    }),
    mailed: new Map<string, number[]>(),
  };
  counters.set(ctx, created);
  return created;
};

/**
 * Whether the acknowledgement of a statement naming no order of `address` may be mailed
 * there now: at most MAILS_PER_RECIPIENT_HOUR an hour, so the form cannot be used to flood
 * someone's inbox with receipts carrying a stranger's text. A statement past it is still
 * received and acknowledged on the page and as PDF, and a person checks it.
 */
function mayMail({ mailed }: Counters, address: string, now: number): boolean {
  const key = emailKey(address);
  const recent = (mailed.get(key) ?? []).filter((t) => now - t < 3_600_000);
  if (recent.length >= MAILS_PER_RECIPIENT_HOUR) return false;
  mailed.set(key, [...recent, now]);
  return true;
}

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
    const counted = countersOf(ctx);
    // An unknown id counts with every other guessed token or id (sandbox/access.ts).
    const misses = missesOf(ctx);

    /** The order of this brand the statement names by reference or link token. */
    const orderNamed = (brand: string, request: WithdrawalRequest) => {
      const order =
        orders.byReference(canonicalReference(request.order)) ?? orders.byToken(request.order);
      const record = order && offers.get(order.token);
      return order && record?.brand === brand ? { order, record } : undefined;
    };

    const outcomeOf = (
      named: ReturnType<typeof orderNamed>,
      request: WithdrawalRequest,
      now: Date,
      manyFromClient: boolean,
    ): WithdrawalOutcome => {
      if (!named) return { kind: 'review', reason: 'unknownOrder' };
      const { order, record } = named;
      const { reference: orderReference } = order;
      if (
        !nameMatches(request.name, order.personal) ||
        !emailMatches(request.email, order.personal.contact.email)
      )
        return { kind: 'review', reason: 'detailsDiffer', orderReference };
      const reason = manyFromClient
        ? 'manyFromOneClient'
        : reviewReason(effectiveState(record.data.offer, now), order.submittedAt, now);
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
      const manyFromClient = counted.clients.waitFor(c) !== undefined;
      counted.clients.miss(c);
      const now = ctx.now();
      const receipt: WithdrawalReceipt = {
        id,
        receivedAt: berlinIso(now),
        name: request.name,
        order: request.order,
        email: request.email,
      };
      const named = orderNamed(brand, request);
      const outcome = outcomeOf(named, request, now, manyFromClient);
      // Whatever the name says: its owner must hear of any statement on the order, and only
      // one who has the order's reference can send it, not one who merely knows the address.
      const toOwner =
        named !== undefined && emailMatches(request.email, named.order.personal.contact.email);
      const mailed = toOwner || mayMail(counted, request.email, now.getTime());
      withdrawals.put(id, brand, {
        request,
        receipt,
        outcome,
        mail: {
          to: request.email,
          subject: RECEIPT_SUBJECT,
          ...(mailed ? { sentAt: receipt.receivedAt } : { withheld: 'tooManyForRecipient' }),
        },
      });
      ctx.log(
        `withdrawal statement (${brand}) received at ${receipt.receivedAt}: ${outcome.kind}` +
          `${outcome.kind === 'review' ? ` (${outcome.reason})` : ''}; acknowledgement ` +
          (mailed ? 'mailed' : 'not mailed (too many to this address)'),
      );
      return { status: 201 as const, json: receipt };
    };

    contractRoute(app, 'withdrawalSubmit', ({ params, body, c }) =>
      transaction(ctx.db, () => receive(c, params.brand, params.id, body)),
    );
    contractRoute(app, 'withdrawalDownload', async ({ params, query, c }) => {
      misses.guard(c);
      const row = withdrawals.get(params.id);
      if (!row || row.brand !== params.brand) {
        misses.miss(c);
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
    countersOf(ctx).clients.reset();
    countersOf(ctx).mailed.clear();
    return withdrawalScenarios(ctx);
  },
};

export default withdrawalModule;

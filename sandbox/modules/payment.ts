import type { Context, Hono } from 'hono';
import { formatPrice } from '../../src/api/contract/price.ts';
import type { SandboxContext, SandboxModule } from '../context.ts';
import { transaction } from '../db.ts';
import { brandBySlug } from './offers/brands.ts';
import { allowedReturn, buttonForm, escapeHtml, htmlPage, messagePage } from './offers/html.ts';
import { afterPayment, type PaymentOutcome } from './offers/lifecycle.ts';
import { offerStore, type OfferRecord, type OrderRecord } from './offers/store.ts';

/**
 * The simulated payment provider: accept sends the customer here for the one-time payment;
 * "Bezahlen", "Abbrechen" and "Fehlschlagen" return to the site with
 * ?payment=paid|aborted|failed and move the offer as `afterPayment` says.
 */

const PAYMENT_PATH = '/__sandbox/payment/:session';

const outcomes: Record<PaymentOutcome, string> = {
  paid: 'Bezahlen',
  aborted: 'Abbrechen',
  failed: 'Fehlschlagen',
};

const isOutcome = (value: unknown): value is PaymentOutcome =>
  typeof value === 'string' && Object.hasOwn(outcomes, value);

type Payment = NonNullable<OrderRecord['oneTimePayment']>;

type Open =
  | { order: OrderRecord; payment: Payment; record: OfferRecord; returnTo: URL }
  | { refused: Response };

/** The open payment of a session and its checked return URL, or the page that refuses. */
function openPayment(ctx: SandboxContext, c: Context, returnUrl: unknown): Open {
  const returnTo = allowedReturn(
    typeof returnUrl === 'string' ? returnUrl : undefined,
    ctx.allowedReturnOrigins,
  );
  if (!returnTo)
    return {
      refused: messagePage(400, 'Zahlung abgelehnt', 'Die Rücksprungadresse ist nicht erlaubt.'),
    };
  const store = offerStore(ctx.db);
  const order = store.orders.bySession(c.req.param('session') ?? '');
  const record = order && store.offers.get(order.token)?.data;
  const payment = order?.oneTimePayment;
  if (!order || !payment || !record)
    return { refused: messagePage(404, 'Zahlung unbekannt', 'Diese Zahlung gibt es nicht.') };
  if (payment.status !== 'open')
    return {
      refused: messagePage(
        409,
        'Zahlung abgeschlossen',
        'Diese Zahlung ist bereits abgeschlossen.',
      ),
    };
  return { order, payment, record, returnTo };
}

function paymentPage(c: Context, open: Extract<Open, { order: OrderRecord }>) {
  const { order, payment, record, returnTo } = open;
  const brand = brandBySlug(record.brand);
  const amount = formatPrice(payment.amount);
  const action = c.req.path;
  return htmlPage({
    title: `Zahlung ${amount} – ${brand.name} (Sandbox)`,
    formTargets: [returnTo.origin],
    body: [
      '<h1>Zahlung (Sandbox)</h1>',
      `<p>${escapeHtml(brand.name)}: ${escapeHtml(record.offer.name)}</p>`,
      `<p>Bestellung ${escapeHtml(order.reference)} · Betrag <strong>${escapeHtml(amount)}</strong></p>`,
      ...Object.entries(outcomes).map(([outcome, label]) =>
        buttonForm(action, { return: returnTo.href, outcome }, label, outcome === 'paid'),
      ),
      '<p class="note">Simulierter Zahlungsanbieter: es wird kein Geld bewegt.</p>',
    ].join('\n'),
  });
}

function paymentRoutes(app: Hono, ctx: SandboxContext) {
  app.get(PAYMENT_PATH, (c) => {
    const open = openPayment(ctx, c, c.req.query('return'));
    return 'refused' in open ? open.refused : paymentPage(c, open);
  });

  app.post(PAYMENT_PATH, async (c) => {
    const form = await c.req.parseBody();
    const outcome = form['outcome'];
    if (!isOutcome(outcome))
      return messagePage(400, 'Zahlung abgelehnt', 'Unbekanntes Ergebnis der Zahlung.');
    const store = offerStore(ctx.db);
    const answer = transaction(ctx.db, () => {
      const open = openPayment(ctx, c, form['return']);
      if ('refused' in open) return open.refused;
      const { order, payment, record, returnTo } = open;
      const next = afterPayment[outcome];
      store.orders.save({ ...order, oneTimePayment: { ...payment, status: next.status } });
      store.offers.put(record.token, record.brand, {
        ...record,
        offer: { ...record.offer, state: next.state },
      });
      returnTo.searchParams.set('payment', outcome);
      return returnTo;
    });
    return answer instanceof Response ? answer : c.redirect(answer.href, 303);
  });
}

export const paymentModule: SandboxModule = {
  name: 'payment',
  init(ctx) {
    offerStore(ctx.db);
  },
  routes: paymentRoutes,
  // Payments belong to orders, which the offers module restores.
  seed: () => [],
};

export default paymentModule;

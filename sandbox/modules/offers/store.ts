import type { AcceptResult } from '../../../src/api/contract/order.ts';
import type { IdDocument } from '../../../src/api/contract/identity.ts';
import type { Offer } from '../../../src/api/contract/offer.ts';
import type { PersonalData } from '../../../src/api/contract/personal.ts';
import type { OfferBodyCode } from '../../../src/api/errors/codes.ts';
import { documentTable, type Db } from '../../db.ts';
import { newOrderReference } from './orderReference.ts';
import { perDb } from './perDb.ts';

/** How a customer gets access: the link alone, the brand login, or a one-time code. */
export type OfferAccess = 'link' | 'login' | 'otp';

/** A seeded failure: answered when the offer is loaded (verify, get) or accepted. */
export interface OfferFailure {
  code: OfferBodyCode;
  at: 'load' | 'accept';
}

/** One offer as the sandbox keeps it; `offer.state` is its lifecycle state. */
export interface OfferRecord {
  token: string;
  brand: string;
  /** Customer the offer belongs to; a bearer token of another customer gets 403. */
  customerId: string;
  access: OfferAccess;
  /** Reachable only through the preview calls (a dealer shows it without login). */
  preview: boolean;
  /** Stored without `requirements.loginUrl`, which depends on the sandbox's origin. */
  offer: Offer;
  failure?: OfferFailure;
  /** Accept succeeds but the backend cannot place the order: redirect target `error`. */
  failAcceptWithRedirect?: boolean;
  /** One-time code of an otp offer, re-sent whenever the link is opened without login. */
  otpCode?: string;
}

export type PaymentStatus = 'open' | 'authorized' | 'captured' | 'aborted' | 'failed';

export interface OrderRecord {
  reference: string;
  token: string;
  submittedAt: string;
  personal: PersonalData;
  idDocument?: IdDocument;
  maskedIban?: string;
  /** Payment at the simulated provider; `session` is the id in its URL. */
  oneTimePayment?: { amount: number; status: PaymentStatus; session: string };
}

/** The first answer to an accept with an `Idempotency-Key`, replayed for the same key. */
export interface StoredAccept {
  token: string;
  bodyHash: string;
  status: 200 | 201;
  body: AcceptResult;
}

function createStore(db: Db) {
  const offers = documentTable<OfferRecord>(db, 'offer_records');
  db.exec(`CREATE TABLE IF NOT EXISTS offer_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token TEXT NOT NULL UNIQUE,
    session TEXT UNIQUE,
    data TEXT NOT NULL)`);
  db.exec(`CREATE TABLE IF NOT EXISTS offer_accept_keys (
    key TEXT PRIMARY KEY, token TEXT NOT NULL, data TEXT NOT NULL)`);
  const q = {
    orderByToken: db.prepare('SELECT data FROM offer_orders WHERE token = ?'),
    orderBySession: db.prepare('SELECT data FROM offer_orders WHERE session = ?'),
    orderByReference: db.prepare(
      "SELECT data FROM offer_orders WHERE json_extract(data, '$.reference') = ?",
    ),
    insertOrder: db.prepare("INSERT INTO offer_orders (token, data) VALUES (?, '{}')"),
    updateOrder: db.prepare('UPDATE offer_orders SET session = ?, data = ? WHERE token = ?'),
    deleteOrder: db.prepare('DELETE FROM offer_orders WHERE token = ?'),
    countOrders: db.prepare('SELECT COUNT(*) AS n FROM offer_orders WHERE token = ?'),
    clearOrders: db.prepare('DELETE FROM offer_orders'),
    getKey: db.prepare('SELECT data FROM offer_accept_keys WHERE key = ?'),
    putKey: db.prepare('INSERT INTO offer_accept_keys (key, token, data) VALUES (?, ?, ?)'),
    deleteKeys: db.prepare('DELETE FROM offer_accept_keys WHERE token = ?'),
    clearKeys: db.prepare('DELETE FROM offer_accept_keys'),
  };
  const parse = <T>(row: unknown): T | undefined =>
    row ? (JSON.parse((row as { data: string }).data) as T) : undefined;

  const orders = {
    byToken: (token: string) => parse<OrderRecord>(q.orderByToken.get(token)),
    bySession: (session: string) => parse<OrderRecord>(q.orderBySession.get(session)),
    byReference: (reference: string) => parse<OrderRecord>(q.orderByReference.get(reference)),
    /** Inserts an order under a new random reference, e.g. B-2026-K7QM-4XD2-9HPT. */
    create(order: Omit<OrderRecord, 'reference'>, year: number): OrderRecord {
      let reference = newOrderReference(year);
      // 60 random bits: a repeat is all but impossible, and still never given out twice.
      while (orders.byReference(reference)) reference = newOrderReference(year);
      q.insertOrder.run(order.token);
      const created = { ...order, reference };
      orders.save(created);
      return created;
    },
    save(order: OrderRecord) {
      q.updateOrder.run(order.oneTimePayment?.session ?? null, JSON.stringify(order), order.token);
    },
    count: (token: string) => (q.countOrders.get(token) as { n: number }).n,
    /** Drops the order of an offer and the accepts that led to it (reset to open). */
    remove(token: string) {
      q.deleteOrder.run(token);
      q.deleteKeys.run(token);
    },
  };

  const acceptKeys = {
    get: (key: string) => parse<StoredAccept>(q.getKey.get(key)),
    put: (key: string, accept: StoredAccept) =>
      q.putKey.run(key, accept.token, JSON.stringify(accept)),
  };

  return {
    offers,
    orders,
    acceptKeys,
    clear() {
      offers.clear();
      q.clearOrders.run();
      q.clearKeys.run();
    },
  };
}

export type OfferStore = ReturnType<typeof createStore>;

/** The offer tables of a database, created on first use. */
export const offerStore = perDb(createStore);

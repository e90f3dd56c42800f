import { randomBytes } from 'node:crypto';
import {
  LOGIN_CODE_MINUTES,
  LOGIN_SESSION_MAX_HOURS,
  type AuthToken,
} from '../../../src/api/contract/auth.ts';
import { transaction, type Db } from '../../db.ts';
import { perDb } from './perDb.ts';

/** A login code is single-use and lives ten minutes, like an SMS code. */
export const CODE_TTL_MS = LOGIN_CODE_MINUTES * 60_000;
/** A bearer token lives one hour (the app-level time constant of SPEC §9)… */
export const TOKEN_TTL_MS = 3_600_000;
/** …and its renewals end this long after the login began, whatever they are. */
export const SESSION_MAX_MS = LOGIN_SESSION_MAX_HOURS * 3_600_000;

const randomToken = () => randomBytes(24).toString('base64url');

function createAccess(db: Db) {
  // Codes belong to an offer since they are taken only with it; a database of an older
  // sandbox has the table without that column, and its codes are worth nothing now.
  const columns = db.prepare('PRAGMA table_info(auth_codes)').all() as { name: string }[];
  if (columns.length && !columns.some((c) => c.name === 'offer')) db.exec('DROP TABLE auth_codes');
  db.exec(`CREATE TABLE IF NOT EXISTS auth_codes (
    code TEXT NOT NULL, offer TEXT NOT NULL, customer_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, offer))`);
  // A token table of an older sandbox has no session end: its tokens are worth nothing now.
  const tokenColumns = db.prepare('PRAGMA table_info(auth_tokens)').all() as { name: string }[];
  if (tokenColumns.length && !tokenColumns.some((c) => c.name === 'session_ends_at'))
    db.exec('DROP TABLE auth_tokens');
  db.exec(`CREATE TABLE IF NOT EXISTS auth_tokens (
    token TEXT PRIMARY KEY, customer_id TEXT NOT NULL, expires_at INTEGER NOT NULL,
    session_ends_at INTEGER NOT NULL)`);
  const q = {
    putCode: db.prepare(`INSERT INTO auth_codes (code, offer, customer_id, expires_at, used)
      VALUES (?, ?, ?, ?, 0) ON CONFLICT(code, offer) DO UPDATE SET
      customer_id = excluded.customer_id, expires_at = excluded.expires_at, used = 0`),
    getCode: db.prepare(
      'SELECT customer_id, expires_at, used FROM auth_codes WHERE code = ? AND offer = ?',
    ),
    useCode: db.prepare('UPDATE auth_codes SET used = 1 WHERE code = ? AND offer = ?'),
    putToken: db.prepare(
      'INSERT INTO auth_tokens (token, customer_id, expires_at, session_ends_at) VALUES (?, ?, ?, ?)',
    ),
    getToken: db.prepare(
      'SELECT customer_id, expires_at, session_ends_at FROM auth_tokens WHERE token = ?',
    ),
    clearCodes: db.prepare('DELETE FROM auth_codes'),
    clearTokens: db.prepare('DELETE FROM auth_tokens'),
    dropToken: db.prepare('DELETE FROM auth_tokens WHERE token = ?'),
  };

  return {
    /** (Re-)issues a code of an offer for a customer, valid for CODE_TTL_MS from `now`. */
    issueCode(code: string, offer: string, customerId: string, now: Date) {
      q.putCode.run(code, offer, customerId, now.getTime() + CODE_TTL_MS);
    },
    /** A fresh random code for an offer, as the brand login hands out in its redirect. */
    newCode(offer: string, customerId: string, now: Date): string {
      const code = randomToken();
      this.issueCode(code, offer, customerId, now);
      return code;
    },
    /** True while the offer's code can still be exchanged. */
    codeValid(code: string, offer: string, now: Date): boolean {
      const row = q.getCode.get(code, offer) as { expires_at: number; used: number } | undefined;
      return !!row && !row.used && row.expires_at > now.getTime();
    },
    /**
     * Exchanges an offer's code for a bearer token, once; undefined for a code that is
     * unknown, used, expired or another offer's.
     */
    exchange(code: string, offer: string, now: Date): AuthToken | undefined {
      return transaction(db, () => {
        const row = q.getCode.get(code, offer) as
          { customer_id: string; expires_at: number; used: number } | undefined;
        if (!row || row.used || row.expires_at <= now.getTime()) return undefined;
        q.useCode.run(code, offer);
        const token = randomToken();
        const expiresAt = now.getTime() + TOKEN_TTL_MS;
        q.putToken.run(token, row.customer_id, expiresAt, now.getTime() + SESSION_MAX_MS);
        return { token, tokenType: 'Bearer', expiresAt: new Date(expiresAt).toISOString() };
      });
    },
    /**
     * A new token for the customer of a valid one, from `now` for TOKEN_TTL_MS but never
     * past the end of the login's session (SESSION_MAX_MS from its code); the old one ends
     * with it. Undefined when the token is unknown or has expired.
     */
    renew(token: string, now: Date): AuthToken | undefined {
      return transaction(db, () => {
        const row = q.getToken.get(token) as
          { customer_id: string; expires_at: number; session_ends_at: number } | undefined;
        if (!row || row.expires_at <= now.getTime() || row.session_ends_at <= now.getTime())
          return undefined;
        const customer = row.customer_id;
        q.dropToken.run(token);
        const renewed = randomToken();
        const expiresAt = Math.min(now.getTime() + TOKEN_TTL_MS, row.session_ends_at);
        q.putToken.run(renewed, customer, expiresAt, row.session_ends_at);
        return {
          token: renewed,
          tokenType: 'Bearer',
          expiresAt: new Date(expiresAt).toISOString(),
        };
      });
    },
    /** The customer a bearer token belongs to, while it is valid. */
    customerOf(token: string, now: Date): string | undefined {
      const row = q.getToken.get(token) as { customer_id: string; expires_at: number } | undefined;
      return row && row.expires_at > now.getTime() ? row.customer_id : undefined;
    },
    clear() {
      q.clearCodes.run();
      q.clearTokens.run();
    },
  };
}

export type AccessStore = ReturnType<typeof createAccess>;

/** Login codes and bearer tokens of a database, created on first use. */
export const accessStore = perDb(createAccess);

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerOf(headers: Record<string, string>): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers['authorization'] ?? '');
  return match?.[1];
}

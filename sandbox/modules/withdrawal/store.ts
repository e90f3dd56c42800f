import type { WithdrawalReceipt, WithdrawalRequest } from '../../../src/api/contract/withdrawal.ts';
import type { SandboxContext } from '../../context.ts';
import { documentTable } from '../../db.ts';
import type { ReviewReason } from './checks.ts';

/**
 * What became of a statement: the order it named withdrawn at once, or the statement kept
 * for a person to check (`reason`, and the order where its reference was found). Never told
 * to the sender: the answer is the same receipt either way.
 */
export type WithdrawalOutcome =
  | { kind: 'withdrawn'; orderReference: string }
  | { kind: 'review'; reason: ReviewReason; orderReference?: string };

/** A received withdrawal statement with the receipt every repeat of the submit replays. */
export interface StoredWithdrawal {
  request: WithdrawalRequest;
  receipt: WithdrawalReceipt;
  outcome: WithdrawalOutcome;
  /**
   * The acknowledgement e-mail to the address the statement gave: sent, or withheld once
   * that address had its share within the hour of statements naming no order of it.
   */
  mail: { to: string; subject: string; sentAt?: string; withheld?: 'tooManyForRecipient' };
}

export const withdrawalTable = (ctx: SandboxContext) =>
  documentTable<StoredWithdrawal>(ctx.db, 'withdrawals');

/** Every statement received, oldest first: the queue a person works through. */
export function receivedStatements(ctx: SandboxContext) {
  withdrawalTable(ctx);
  const rows = ctx.db.prepare('SELECT id, brand, data FROM withdrawals ORDER BY rowid').all() as {
    id: string;
    brand: string;
    data: string;
  }[];
  return rows.map(({ id, brand, data }) => ({
    id,
    brand,
    ...(JSON.parse(data) as StoredWithdrawal),
  }));
}

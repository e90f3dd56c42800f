import type { WithdrawalReceipt, WithdrawalRequest } from '../../../src/api/contract/withdrawal.ts';
import type { SandboxContext } from '../../context.ts';
import { documentTable } from '../../db.ts';

/** A received withdrawal with the receipt every repeat of the submit replays. */
export interface StoredWithdrawal {
  request: WithdrawalRequest;
  receipt: WithdrawalReceipt;
  /** Token of the withdrawn offer. */
  token: string;
}

export const withdrawalTable = (ctx: SandboxContext) =>
  documentTable<StoredWithdrawal>(ctx.db, 'withdrawals');

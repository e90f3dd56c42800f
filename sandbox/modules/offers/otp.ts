import type { SandboxContext } from '../../context.ts';
import { accessStore, CODE_TTL_MS } from './access.ts';
import type { OfferRecord } from './store.ts';

/**
 * "Sends" the one-time code of an otp offer when its link is opened without login, as the
 * backend would by SMS: the offer's fixed code (listed with its scenario) becomes valid
 * for ten minutes, once.
 */
export function sendOtp(ctx: SandboxContext, record: OfferRecord) {
  const code = record.otpCode;
  if (!code) return;
  const access = accessStore(ctx.db);
  if (access.codeValid(code, ctx.now())) return;
  access.issueCode(code, record.customerId, ctx.now());
  // The log stands in for the phone but never names the offer or the code: QA reads the
  // code from the offer's scenario (/__sandbox/scenarios).
  ctx.log(`One-time code sent (valid ${CODE_TTL_MS / 60_000} minutes)`);
}

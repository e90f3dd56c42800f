import type { SandboxContext } from '../../context.ts';
import { accessStore, CODE_TTL_MS } from './access.ts';
import type { OfferRecord } from './store.ts';

/**
 * "Sends" the one-time code of an otp offer when its link is opened without login, as the
 * backend would by SMS: the offer's fixed code (listed with its scenario) becomes valid
 * for ten minutes, once. The sandbox log stands in for the phone.
 */
export function sendOtp(ctx: SandboxContext, record: OfferRecord) {
  const code = record.otpCode;
  if (!code) return;
  const access = accessStore(ctx.db);
  if (access.codeValid(code, ctx.now())) return;
  access.issueCode(code, record.customerId, ctx.now());
  ctx.log(
    `One-time code for offer ${record.token}: ${code} (valid ${CODE_TTL_MS / 60_000} minutes)`,
  );
}

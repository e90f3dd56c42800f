import type { SandboxContext } from '../../context.ts';

/** The simulated provider's page for a payment session, returning to `returnUrl`. */
export const paymentUrl = (ctx: SandboxContext, session: string, returnUrl: string) =>
  `${ctx.selfOrigin}/__sandbox/payment/${encodeURIComponent(session)}?return=${encodeURIComponent(returnUrl)}`;

import { splitLocale } from '../../../src/routing/paths.ts';
import { href } from '../../../src/routing/links.ts';
import type { SandboxContext } from '../../context.ts';

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Port of the local edge server, for requests that name no site origin (tests, curl). */
const EDGE_PORT = process.env['PORT'] ?? '4321';

/**
 * Where the payment provider sends the customer back: the confirmation page of the site
 * the accept came from. The accept body names no return URL, so the site's origin comes
 * from the request (Origin, the edge's X-Forwarded-Host, Referer) and the language from
 * the Referer path; only allow-listed origins qualify.
 */
export function siteReturnUrl(
  ctx: SandboxContext,
  headers: Record<string, string>,
  token: string,
  brandSlug: string,
): string {
  const forwarded = headers['x-forwarded-host']
    ? `${headers['x-forwarded-proto'] ?? 'http'}://${headers['x-forwarded-host']}`
    : undefined;
  const origin =
    [headers['origin'], originOf(forwarded), originOf(headers['referer'])].find(
      (o): o is string => !!o && o !== 'null' && ctx.allowedReturnOrigins(o),
    ) ?? `http://${brandSlug}.localhost:${EDGE_PORT}`;
  const referer = headers['referer'];
  const locale =
    referer && originOf(referer) === origin ? splitLocale(new URL(referer).pathname).locale : 'de';
  return `${origin}${href('offerConfirmation', { token }, locale)}`;
}

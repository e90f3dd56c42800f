/**
 * Hosts of the payment provider the accept answer may send the customer to, from
 * `PUBLIC_PAYMENT_HOSTS` (comma-separated, at build time). An answer naming any other place
 * (another host, `http:`, `javascript:`) is not followed: a compromised or confused API
 * must not turn the order button into an open redirect.
 */
const configuredHosts = (): string[] =>
  (import.meta.env.PUBLIC_PAYMENT_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/** The sandbox's simulated provider runs on this machine (tests, `npm start`). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isAllowedPaymentUrl(
  url: string,
  hosts: readonly string[] = configuredHosts(),
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (LOOPBACK.has(parsed.hostname))
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  return parsed.protocol === 'https:' && hosts.includes(parsed.hostname.toLowerCase());
}

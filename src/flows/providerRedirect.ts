/**
 * Hosts of the services the site may send a customer to, for payment, for identity
 * verification and for the brand's own login, from `PUBLIC_PAYMENT_HOSTS`, `PUBLIC_IDV_HOSTS`
 * and `PUBLIC_LOGIN_HOSTS` (comma-separated, at build time). One allow-list for every address
 * an API answer asks the browser to open: another host, `http:` or `javascript:` is not
 * followed, so a compromised or confused API cannot turn the order, verification or login
 * button into an open redirect (the login's carries the offer's address).
 */
const configuredHosts = (): string[] =>
  [
    import.meta.env.PUBLIC_PAYMENT_HOSTS,
    import.meta.env.PUBLIC_IDV_HOSTS,
    import.meta.env.PUBLIC_LOGIN_HOSTS,
  ]
    .join(',')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/**
 * The sandbox's simulated providers run on this machine (tests, `npm start`); a release
 * build (`PUBLIC_RELEASE`) follows none there, so a page of a deployed site never sends a
 * customer's browser to a service on their own machine.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isRelease = () => import.meta.env.PUBLIC_RELEASE === '1';

export function isAllowedProviderUrl(
  url: string,
  hosts: readonly string[] = configuredHosts(),
  release: boolean = isRelease(),
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (LOOPBACK.has(parsed.hostname))
    return !release && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
  return parsed.protocol === 'https:' && hosts.includes(parsed.hostname.toLowerCase());
}

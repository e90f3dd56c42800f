/**
 * The shape of the release settings whose mistakes nothing else catches: a host list with a
 * scheme refuses every provider at runtime, a port or time limit that is no number falls back
 * to the default. Each problem is one line naming the variable, its value and what it takes.
 */

type Env = Record<string, string | undefined>;

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`, 'i');

/**
 * The redirect allow-lists (src/flows/providerRedirect.ts) compare a URL's host name, so an
 * entry is a bare name: a scheme, path or port would never match.
 */
const hostLists = ['PUBLIC_PAYMENT_HOSTS', 'PUBLIC_IDV_HOSTS', 'PUBLIC_LOGIN_HOSTS'] as const;

/** URLs a browser is given: reached from an https page, so https and absolute. */
const httpsUrls = [
  ['PUBLIC_API_BASE_URL', 'https://api.example.net'],
  ['CSP_REPORT_URL', 'https://csp.example.net/report'],
] as const;

const ports = ['NGINX_HTTP_PORT', 'NGINX_HTTPS_PORT'] as const;

/** Time limits, in whole units: nginx takes `30s`, not `1.5s` or `30 s`. */
const timeouts = [
  ['NGINX_UPSTREAM_TIMEOUT_S', 'seconds', 3600],
  ['EDGE_UPSTREAM_TIMEOUT_MS', 'milliseconds', 3_600_000],
] as const;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

export function settingFormatProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of hostLists) {
    const entries = (env[name] ?? '').split(',').map((h) => h.trim());
    for (const entry of entries.filter((h) => h && !HOST_NAME.test(h)))
      problems.push(
        `${name} "${entry}" is no bare host name: expected comma-separated names such as pay.example.net (no scheme, path or port)`,
      );
  }
  for (const [name, example] of httpsUrls) {
    const value = env[name];
    if (value && !isHttpsUrl(value))
      problems.push(`${name} "${value}" is no absolute https URL: expected e.g. ${example}`);
  }
  for (const name of ports) {
    const value = env[name];
    if (value && !(/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535))
      problems.push(`${name} "${value}" is no port: expected a whole number from 1 to 65535`);
  }
  for (const [name, unit, most] of timeouts) {
    const value = env[name];
    if (value && !(/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= most))
      problems.push(
        `${name} "${value}" is no time limit: expected a whole number of ${unit} from 1 to ${most}`,
      );
  }
  return problems;
}

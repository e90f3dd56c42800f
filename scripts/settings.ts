import { isPlaceholderHotline } from '../src/brand/schema.ts';
import { settingFormatProblems } from './settingFormats.ts';

/**
 * Deployment settings of the edge server and the generated host rules, read from the
 * environment in one place (README "Settings" lists them with their defaults).
 */
export interface EdgeSettings {
  /**
   * `EDGE_HOST`: the address the local site listens on; default loopback. Wider only while
   * the sandbox behind it has its own SANDBOX_PREFILL_SECRET (sandbox/listen.ts).
   */
  host: string;
  /** `API_UPSTREAM`: base URL the edge forwards `/api/*` to; default the local sandbox. */
  apiUpstream: string;
  /** `EDGE_UPSTREAM_TIMEOUT_MS`: the edge gives up on an API answer after this long (504). */
  upstreamTimeoutMs: number;
  /** `PUBLIC_API_BASE_URL`: the API the pages call; another origin joins connect-src. */
  apiBaseUrl: string | undefined;
  /** `CSP_REPORT_URL`: where browsers report CSP violations; none when unset. */
  cspReportUrl: string | undefined;
}

export interface NginxSettings {
  /** `NGINX_ROOT`: folder of the brand's build on the server; `{slug}` is replaced. */
  root: string;
  /** `NGINX_TLS_CERTIFICATE` / `NGINX_TLS_CERTIFICATE_KEY`: PEM files; `{slug}` is replaced. */
  certificate: string;
  certificateKey: string;
  /** `NGINX_ACCESS_LOG`: access log file; `{slug}` is replaced. */
  accessLog: string;
  /**
   * `NGINX_ERROR_LOG`: the server's error log, at level `crit`: nginx writes the request line
   * (tokens, query strings) into every `error` line, so upstream failures are read from the
   * access log's upstream status instead. `{slug}` is replaced.
   */
  errorLog: string;
  /** `NGINX_HTTP_PORT` / `NGINX_HTTPS_PORT`. */
  httpPort: number;
  httpsPort: number;
  /** `NGINX_BROTLI=1`: emit `brotli_static on` (needs the ngx_brotli module). */
  brotli: boolean;
  /** `NGINX_TRUSTED_PROXIES`: comma-separated addresses/CIDRs of a proxy or CDN in front. */
  trustedProxies: string[];
  /** `NGINX_UPSTREAM_TIMEOUT_S`: nginx gives up on an API answer after this long (504). */
  upstreamTimeoutSeconds: number;
  /**
   * `NGINX_UPSTREAM_CA`: the CA certificates (a PEM bundle) the API's certificate must chain
   * to. nginx sends customers' data only to an API that proves its name; Debian's system
   * bundle by default, an internal CA's file for an API behind one.
   */
  upstreamCa: string;
}

type Env = Record<string, string | undefined>;

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export function edgeSettings(env: Env = process.env): EdgeSettings {
  return {
    host: env['EDGE_HOST'] || '127.0.0.1',
    apiUpstream: env['API_UPSTREAM'] || `http://127.0.0.1:${env['SANDBOX_PORT'] || 4322}`,
    upstreamTimeoutMs: positive(env['EDGE_UPSTREAM_TIMEOUT_MS'], DEFAULT_UPSTREAM_TIMEOUT_MS),
    apiBaseUrl: env['PUBLIC_API_BASE_URL'] || undefined,
    cspReportUrl: env['CSP_REPORT_URL'] || undefined,
  };
}

export function nginxSettings(env: Env = process.env): NginxSettings {
  return {
    root: env['NGINX_ROOT'] || '/srv/www/{slug}',
    certificate: env['NGINX_TLS_CERTIFICATE'] || '/etc/nginx/tls/{slug}/fullchain.pem',
    certificateKey: env['NGINX_TLS_CERTIFICATE_KEY'] || '/etc/nginx/tls/{slug}/privkey.pem',
    accessLog: env['NGINX_ACCESS_LOG'] || '/var/log/nginx/{slug}.access.log',
    errorLog: env['NGINX_ERROR_LOG'] || '/var/log/nginx/{slug}.error.log',
    httpPort: positive(env['NGINX_HTTP_PORT'], 80),
    httpsPort: positive(env['NGINX_HTTPS_PORT'], 443),
    brotli: env['NGINX_BROTLI'] === '1',
    trustedProxies: (env['NGINX_TRUSTED_PROXIES'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    upstreamTimeoutSeconds: positive(
      env['NGINX_UPSTREAM_TIMEOUT_S'],
      DEFAULT_UPSTREAM_TIMEOUT_MS / 1000,
    ),
    upstreamCa: env['NGINX_UPSTREAM_CA'] || '/etc/ssl/certs/ca-certificates.crt',
  };
}

/** Where a brand's release is deployed (`DEPLOY_TARGET`), set in the brand's GitHub environment. */
export const deployTargets = ['cloudflare-pages', 'netlify', 'nginx'] as const;
export type DeployTarget = (typeof deployTargets)[number];

/** What serves a local smoke's artefact: the runtime of a deploy target, or the local edge. */
export const smokeRuntimes = ['edge', ...deployTargets] as const;
export type SmokeRuntime = (typeof smokeRuntimes)[number];

/**
 * The runtime a local smoke serves the artefact in: `--runtime` when given, else the build's
 * `DEPLOY_TARGET` (the release job's pre-deploy smoke), else the local edge. A value that
 * names no runtime throws, saying where it came from: a typo must never smoke in another one.
 */
export function smokeRuntime(asked: string | undefined, env: Env = process.env): SmokeRuntime {
  const [value, from] = asked
    ? [asked, '--runtime']
    : env['DEPLOY_TARGET']
      ? [env['DEPLOY_TARGET'], 'DEPLOY_TARGET']
      : ['edge', ''];
  const known: readonly string[] = from === 'DEPLOY_TARGET' ? deployTargets : smokeRuntimes;
  if (!known.includes(value)) throw new Error(`${from} "${value}" is none of ${known.join(', ')}`);
  return value as SmokeRuntime;
}

/**
 * The brand a smoke is asked for (`--brand`), among the brands there are; an unknown slug
 * throws, naming those.
 */
export function smokeBrand<B extends { slug: string }>(slug: string, brands: readonly B[]): B {
  const brand = brands.find((b) => b.slug === slug);
  if (!brand)
    throw new Error(`--brand "${slug}" is none of ${brands.map((b) => b.slug).join(', ')}`);
  return brand;
}

/**
 * A site or sandbox the smoke opens (`--base-url`, `--sandbox-url`): an http(s) URL with its
 * scheme; anything else throws, naming the option and what it takes.
 */
export function smokeUrl(option: string, value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Named below.
  }
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(
      `${option} "${value}" is no http(s) URL: give it with its scheme, as https://angebot.alditalk.example`,
    );
  return url;
}

const isHttpUrl = (value: string | undefined) => {
  try {
    return Boolean(value) && /^https?:$/.test(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

/** An origin, as `https://api.example.net` or with a trailing slash: nothing after the host. */
const isOrigin = (value: string) => {
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};

/** Loopback names and addresses: `localhost`, `*.localhost`, 127.0.0.0/8, `::1`, 0.0.0.0. */
export const isLoopback = (hostname: string) =>
  /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1?\]|0\.0\.0\.0)$/i.test(hostname);

/**
 * Options of a command that npm took as its own config because no `--` came before them
 * (`npm run build --release` sets `npm_config_release` and passes nothing): the command
 * would run without them, so it names them and stops.
 */
export function optionsTakenByNpm(options: readonly string[], env: Env = process.env): string[] {
  return options.filter((name) => env[`npm_config_${name.replace(/-/g, '_')}`] !== undefined);
}

/**
 * What keeps a brand's build from being a release (`npm run build -- --release`), each
 * missing production setting named: a release never falls back to the local sandbox or
 * to `.localhost` names. nginx needs its TLS files; without a `DEPLOY_TARGET` the
 * artefact must work on every host it has files for.
 */
export function releaseProblems(
  brand: {
    hosts: readonly string[];
    publicHosts: readonly string[];
    file: string;
    hotline: string;
    whiteLabel: boolean;
  },
  env: Env = process.env,
): string[] {
  const problems: string[] = [];
  if (isPlaceholderHotline(brand.hotline))
    problems.push(
      `${brand.whiteLabel ? 'WHITE_LABEL_HOTLINE (the hotline customers call)' : `${brand.file} "hotline"`} is the placeholder ${brand.hotline}`,
    );
  const target = env['DEPLOY_TARGET'] || undefined;
  if (target && !(deployTargets as readonly string[]).includes(target))
    problems.push(`DEPLOY_TARGET "${target}" is none of ${deployTargets.join(', ')}`);
  if (brand.publicHosts.length === 0)
    problems.push(
      `${brand.file} "hosts" names no public host name (only ${brand.hosts.join(', ')})`,
    );
  const upstream = env['API_UPSTREAM'];
  if (!isHttpUrl(upstream))
    problems.push(
      `API_UPSTREAM (the API /api/* is forwarded to) is ${upstream ? 'no http(s) URL' : 'not set'}`,
    );
  else if (new URL(upstream ?? '').protocol !== 'https:')
    problems.push(
      `API_UPSTREAM ${upstream} is plain http: customers' data would cross unencrypted`,
    );
  else if (isLoopback(new URL(upstream ?? '').hostname))
    problems.push(`API_UPSTREAM ${upstream} is this machine (a sandbox), not the production API`);
  // The hosts append the request's own /api/… path: nginx refuses a URI in proxy_pass inside
  // its regex locations, and Netlify's rule would become /api/api/:splat.
  else if (!isOrigin(upstream ?? ''))
    problems.push(
      `API_UPSTREAM ${upstream} has a path, query or credentials: expected an https origin such as https://api.example.net`,
    );
  // Every brand's offer flow ends at a payment provider: without its host the order step
  // refuses the redirect (src/flows/providerRedirect.ts).
  if (!(env['PUBLIC_PAYMENT_HOSTS'] ?? '').split(',').some((h) => h.trim()))
    problems.push(
      'PUBLIC_PAYMENT_HOSTS (the payment providers an order may send customers to) is empty',
    );
  problems.push(...settingFormatProblems(env));
  if (!target || target === 'nginx') {
    for (const [name, what] of [
      ['NGINX_TLS_CERTIFICATE', 'the TLS certificate nginx serves'],
      ['NGINX_TLS_CERTIFICATE_KEY', 'its private key'],
    ] as const)
      if (!env[name]) problems.push(`${name} (${what}) is not set`);
  }
  return problems;
}

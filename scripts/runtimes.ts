/**
 * A brand's built site served by the runtime of the host it deploys to, on loopback ports:
 * Cloudflare Pages by `wrangler pages dev` (Cloudflare's workerd, offline), Netlify by
 * Netlify's rule engine (scripts/netlifyEngine.ts), nginx by the real nginx with the brand's
 * generated config. The pre-deploy smoke (scripts/smoke.ts) and
 * the runtime tests (e2e/built/hostRuntimes.spec.ts) start them here, so what passes is what
 * the host does with these files, never our own edge's reading of them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { BRAND_HEADER } from '../src/api/contract/headers.ts';
import { redirectsTarget, type CdnTarget } from './hostRules/redirects.ts';
import type { HostBrand } from './hostRules/site.ts';
import { netlifyEngine } from './netlifyEngine.ts';
import { ROOT } from './paths.ts';

export interface Running {
  /** Where the site answers: `http://127.0.0.1:<port>`, `https://aldi.localhost:<port>`. */
  origin: string;
  /** What the runtime printed so far (its warnings, its errors). */
  output: () => string;
  close: () => Promise<void>;
}

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
  });

/**
 * The site as a CDN gets it: without the `.br`/`.gz` copies (CDNs compress on their own and
 * would serve the copies as files of their own).
 */
export function cdnSiteCopy(
  site: string,
  into = mkdtempSync(join(tmpdir(), 'cdn-site-')),
  name = 'site',
) {
  const copy = join(into, name);
  cpSync(site, copy, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  return copy;
}

/** Starts a process and resolves once its output says it is ready; fails with that output. */
async function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; ready: RegExp; timeoutMs?: number },
): Promise<{ child: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`${command} not ready within ${options.timeoutMs ?? 60_000} ms`)),
      options.timeoutMs ?? 60_000,
    );
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (options.ready.test(text)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${command} exited (${code}) before it was ready`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    // The whole group: wrangler and netlify start helpers of their own (workerd).
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await ready;
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${text}`, { cause: e });
  }
  return { child, output: () => text, stop };
}

/** The newest compatibility date the installed workerd knows: its version is `1.YYYYMMDD.n`. */
export function workerdCompatibilityDate(): string {
  const { version } = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/workerd/package.json'), 'utf8'),
  ) as { version: string };
  const [, y, m, d] = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version) ?? [];
  if (!y) throw new Error(`workerd ${version}: no date in its version`);
  return `${y}-${m}-${d}`;
}

/** Refuses a site whose `_redirects` was written for another CDN (the build's DEPLOY_TARGET). */
function expectRulesFor(site: string, target: CdnTarget) {
  const written = redirectsTarget(readFileSync(join(site, '_redirects'), 'utf8'));
  if (written !== target)
    throw new Error(
      `${site}/_redirects was written for ${written ?? 'no known host'}, not ${target}: ` +
        `build it with DEPLOY_TARGET=${target}`,
    );
}

/**
 * `wrangler pages dev` on a copy of the site: Cloudflare's own Pages asset server (its
 * `_redirects`, `_headers`, 404 and pretty-URL handling) in workerd, offline.
 */
export async function startPages(site: string): Promise<Running> {
  expectRulesFor(site, 'cloudflare-pages');
  const dir = mkdtempSync(join(tmpdir(), 'pages-'));
  const copy = cdnSiteCopy(site, dir);
  const [port, inspector] = [await freePort(), await freePort()];
  const run = await startProcess(
    process.execPath,
    [
      join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      ...['pages', 'dev', copy, '--ip', '127.0.0.1', '--port', String(port)],
      ...['--inspector-port', String(inspector), '--persist-to', join(dir, 'state')],
      ...[
        '--compatibility-date',
        workerdCompatibilityDate(),
        '--show-interactive-dev-session=false',
      ],
    ],
    {
      cwd: dir,
      env: {
        WRANGLER_SEND_METRICS: 'false',
        // The `Request.cf` sample comes from Cloudflare's servers: not here, nor needed.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(dir, 'logs'),
        NO_COLOR: '1',
      },
      ready: /Ready on http/,
    },
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    output: run.output,
    close: async () => {
      await run.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The site in Netlify's rule engine (scripts/netlifyEngine.ts), on a loopback port. */
export async function startNetlify(site: string): Promise<Running> {
  expectRulesFor(site, 'netlify');
  const engine = await netlifyEngine(site);
  const port = await freePort();
  const server = serve({ fetch: engine.fetch, port, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => engine.problems().join('\n'),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A self-signed certificate for `host`, as PEM files in `dir` (openssl). */
export function selfSignedCertificate(dir: string, host: string) {
  const files = { certificate: join(dir, 'cert.pem'), certificateKey: join(dir, 'key.pem') };
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...[
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=${/^[\d.]+$/.test(host) ? 'IP' : 'DNS'}:${host}`,
      ],
      ...['-keyout', files.certificateKey, '-out', files.certificate],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return files;
}

/** Why nginx cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (spawnSync('nginx', ['-v']).status !== 0)
    return 'nginx is not installed (Debian: apt-get install -y nginx)';
  if (spawnSync('openssl', ['version']).status !== 0)
    return 'openssl is not installed (needed for a test certificate)';
  return undefined;
}

/**
 * An nginx main config in `dir` for an unprivileged nginx in the foreground: Debian's
 * `mime.types` and what a default nginx.conf sets, with `includes` in `http { }` as a
 * server includes its sites. Returns the arguments that start nginx on it.
 */
export function writeNginxMain(dir: string, includes: string[]): string[] {
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const temp of temps) mkdirSync(join(dir, temp), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')};`,
      // Debian's dynamic modules (brotli_static of an NGINX_BROTLI=1 build), as its nginx.conf.
      'include /etc/nginx/modules-enabled/*.conf;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...temps.map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      ...includes.map((file) => `  include ${file};`),
      '}',
      '',
    ].join('\n'),
  );
  return ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
}

/** What a local run of an artefact's nginx config puts in place of the production host's. */
export interface LocalNginx {
  httpPort: number;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
  root: string;
  apiUpstream: string;
  /** Folder of the access and error logs (the host's `/var/log/nginx` is not this run's). */
  logDir: string;
}

/**
 * The artefact's generated nginx config (`dist/<slug>.nginx.conf`) with only what belongs to
 * the production host replaced: ports, TLS files, root, API upstream and log files. Its
 * rules, headers, CSP, timeouts and proxies stay as the build wrote them. A directive it
 * cannot find fails: the swap must never silently leave the host's value in place.
 */
export function localNginxConf(conf: string, local: LocalNginx): string {
  const swaps: [string, RegExp, (...groups: string[]) => string][] = [
    // `listen 443 ssl http2;` is the TLS server; `listen 80;` its http redirect.
    [
      'listen',
      /^(\s*listen (?:\[::\]:)?)\d+(.*);$/gm,
      (_, head = '', tail = '') =>
        `${head}${/\bssl\b/.test(tail) ? local.httpsPort : local.httpPort}${tail};`,
    ],
    [
      'https redirect',
      /^(\s*return 301 https:\/\/\$server_name)(?::\d+)?(\$request_uri;)$/gm,
      (_, head = '', tail = '') => `${head}:${local.httpsPort}${tail}`,
    ],
    [
      'ssl_certificate',
      /^(\s*ssl_certificate) \S+;$/gm,
      (_, head = '') => `${head} ${local.certificate};`,
    ],
    [
      'ssl_certificate_key',
      /^(\s*ssl_certificate_key) \S+;$/gm,
      (_, head = '') => `${head} ${local.certificateKey};`,
    ],
    ['root', /^(\s*root) \S+;$/gm, (_, head = '') => `${head} ${local.root};`],
    [
      'proxy_pass',
      /^(\s*proxy_pass) \S+;$/gm,
      (_, head = '') => `${head} ${local.apiUpstream.replace(/\/$/, '')};`,
    ],
    [
      'access_log',
      /^(\s*access_log) \S*\/([^/\s]+)( \S+;)$/gm,
      (_, head = '', file = '', tail = '') => `${head} ${join(local.logDir, file)}${tail}`,
    ],
    [
      'error_log',
      /^(\s*error_log) \S*\/([^/\s]+)( \S+;)$/gm,
      (_, head = '', file = '', tail = '') => `${head} ${join(local.logDir, file)}${tail}`,
    ],
  ];
  let text = conf;
  for (const [name, pattern, replace] of swaps) {
    if (!pattern.test(text)) throw new Error(`no ${name} directive in the nginx config`);
    pattern.lastIndex = 0;
    text = text.replace(pattern, replace);
  }
  return text;
}

/**
 * The real nginx, unprivileged in a folder of its own, running the brand's nginx config as
 * the build wrote it beside the site (`dist/<slug>.nginx.conf`, see localNginxConf): the
 * site, the upstream, loopback ports and a self-signed certificate in place of the host's.
 */
export async function startNginx(
  brand: Pick<HostBrand, 'slug'>,
  options: { site: string; apiUpstream: string; httpPort?: number; httpsPort?: number },
): Promise<Running & { dir: string; httpsPort: number; httpPort: number; errorLog: string }> {
  const artefact = `${options.site}.nginx.conf`;
  if (!existsSync(artefact))
    throw new Error(`${artefact} is missing: the build writes it beside ${options.site}`);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const httpPort = options.httpPort ?? (await freePort());
  const httpsPort = options.httpsPort ?? (await freePort());
  // Loopback's address as a host name of its own: Node resolves no `.localhost` name and
  // Chromium both; the certificate is for it. The brand's server is the only one on its
  // ports, so it answers whatever name it is opened by.
  const host = '127.0.0.1';
  const conf = localNginxConf(readFileSync(artefact, 'utf8'), {
    ...selfSignedCertificate(dir, host),
    httpPort,
    httpsPort,
    root: options.site,
    apiUpstream: options.apiUpstream,
    logDir: dir,
  });
  writeFileSync(join(dir, `${brand.slug}.nginx.conf`), conf);
  const args = writeNginxMain(dir, [join(dir, `${brand.slug}.nginx.conf`)]);
  const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn('nginx', args, { stdio: 'ignore' });
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  await waitForPort(httpsPort);
  const errorLog = /^\s*error_log (\S+) /m.exec(conf)?.[1] ?? join(dir, 'error.log');
  return {
    origin: `https://${host}:${httpsPort}`,
    dir,
    httpPort,
    httpsPort,
    errorLog,
    output: () => read(join(dir, 'error.log')) + read(errorLog),
    close: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function waitForPort(port: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/**
 * What stands in front of a CDN in production, here on loopback: `/api/*` to the API (with
 * the site's brand, as a Worker route or an origin rule in front of Pages sends it), all else
 * to the CDN runtime. Cloudflare Pages proxies no path to another origin itself.
 */
/**
 * The answer, whose body simply ends when the browser went away meanwhile (it left the page
 * while a file was on its way). Node's server otherwise logs the aborted forward as an error
 * ("Error: aborted"), a line in a passing smoke's output that reads like a failure.
 */
function endsWithBrowser(answer: Response, browser: AbortSignal): Response {
  const { body } = answer;
  if (!body) return answer;
  const reader = body.getReader();
  const ending = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (browser.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(ending, answer);
}

export async function withApiInFront(
  cdn: Running,
  api: { upstream: string; brand: string; port?: number },
): Promise<Running> {
  const app = new Hono();
  // A redirect goes to the browser as the CDN or the API sent it: followed here, a wrong
  // redirect rule would show the smoke its target's page with a 200.
  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const answer = await proxy(`${api.upstream.replace(/\/$/, '')}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      headers: { ...c.req.header(), [BRAND_HEADER.toLowerCase()]: api.brand },
      redirect: 'manual',
    });
    return endsWithBrowser(answer, c.req.raw.signal);
  });
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const answer = await proxy(`${cdn.origin}${url.pathname}${url.search}`, {
      raw: c.req.raw,
      redirect: 'manual',
    });
    return endsWithBrowser(answer, c.req.raw.signal);
  });
  const port = api.port ?? (await freePort());
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${port}`,
    output: cdn.output,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await cdn.close();
    },
  };
}

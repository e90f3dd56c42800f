/**
 * The site as the cross-engine tests see it: the sandbox and the local edge, as `npm start`
 * serves them, and in front of the edge one addition. Every page gets, first in its head, a
 * same-origin test hook that reports the page's uncaught errors, unhandled rejections and
 * CSP violations here (WebDriver classic gives no console); `GET /__engines/problems` hands
 * them over and forgets them. `POST /__engines/scripts/fail` makes every request for the
 * site's scripts fail (503) until `POST /__engines/scripts/serve`: a dropped connection, for
 * the pages' way of saying so and trying again. The edge runs in this process behind the
 * hook, so `PORT` is the site's one address, where the sandbox's simulated providers send
 * the browser back to.
 */
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { startSandbox } from '../sandbox/server.ts';
import { exitOnStopSignals } from '../sandbox/temporaryFolder.ts';
import { createEdgeApp } from '../scripts/edge.ts';
import { DIST } from '../scripts/paths.ts';
import { edgeSettings } from '../scripts/settings.ts';
import { loadBrands } from '../src/brand/registry.ts';

export const HOOK_PATH = '/__engines/hook.js';
export const PROBLEMS_PATH = '/__engines/problems';
export const SCRIPTS_PATH = '/__engines/scripts';

/** What the hook reports: the kind, what the browser said, and on which page. */
export interface Problem {
  kind: 'error' | 'unhandledrejection' | 'csp';
  message: string;
  page: string;
}

/** Runs in every page before its own scripts; sends each problem as a beacon. */
function hook(path: string) {
  const report = (kind: string, message: string) =>
    navigator.sendBeacon(path, JSON.stringify({ kind, message, page: location.href }));
  // Without capture: failed loads of images or scripts do not bubble and are no page error.
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) report('error', `${event.message} (${event.filename})`);
  });
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    report('unhandledrejection', reason instanceof Error ? reason.message : String(reason));
  });
  document.addEventListener('securitypolicyviolation', (event) =>
    report('csp', `${event.violatedDirective} refused ${event.blockedURI}`),
  );
}

export async function startSite(port = Number(process.env['PORT'] ?? 4321)) {
  const sandbox = await startSandbox({ quiet: true });
  const settings = edgeSettings();
  const edge = createEdgeApp({
    distDir: DIST,
    brands: loadBrands(),
    apiUpstream: settings.apiUpstream,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
  });
  const problems: Problem[] = [];
  const site = new Hono<{ Bindings: HttpBindings }>();
  site.get(HOOK_PATH, (c) =>
    c.body(`(${String(hook)})(${JSON.stringify(PROBLEMS_PATH)});`, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
  site.post(PROBLEMS_PATH, async (c) => {
    problems.push(JSON.parse(await c.req.text()) as Problem);
    return c.body(null, 204);
  });
  site.get(PROBLEMS_PATH, (c) => c.json(problems.splice(0)));
  let scriptsFail = 0;
  site.post(`${SCRIPTS_PATH}/:how{fail|serve}`, (c) => {
    scriptsFail = c.req.param('how') === 'fail' ? Number(c.req.query('count') ?? Infinity) : 0;
    return c.body(null, 204);
  });
  site.all('*', async (c) => {
    if (scriptsFail > 0 && /^\/_astro\/.+\.js$/.test(c.req.path)) {
      scriptsFail -= 1;
      c.env.incoming.socket.destroy();
      return c.text('Unavailable', 503);
    }
    const request = new Request(c.req.raw);
    // Pages as plain text, to add the hook; assets as the edge sends them.
    if (!c.req.path.startsWith('/_astro/')) request.headers.delete('accept-encoding');
    const answer = await edge.fetch(request, c.env);
    if (!/^text\/html\b/.test(answer.headers.get('content-type') ?? '')) return answer;
    const html = (await answer.text()).replace(
      /<head[^>]*>/,
      (head) => `${head}<script src="${HOOK_PATH}"></script>`,
    );
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    return new Response(html, { status: answer.status, headers });
  });
  const server = serve({ fetch: site.fetch, port });
  console.log(`Site for the cross-engine tests on port ${port}, sandbox on ${sandbox.port}`);
  return server;
}

if (import.meta.main) {
  exitOnStopSignals();
  await startSite();
}

import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { renderOpenApi } from '../src/api/openapi.ts';
import { loadBrands } from '../src/brand/registry.ts';
import { bindSandbox } from './access.ts';
import type { ListedScenario, SandboxContext, SandboxModule } from './context.ts';
import { openDb } from './db.ts';
import { QA_PATH, shortcutGuard } from './shortcuts.ts';
import { temporaryFolder } from './temporaryFolder.ts';
import { sharedDisarmPool, type DisarmPool } from './modules/support/disarm/pool.ts';
import { modules as defaultModules, seedOrder } from './modules/index.ts';

export interface SandboxOptions {
  /** SQLite file, or ':memory:' for tests. */
  dbPath?: string;
  now?: () => Date;
  selfOrigin?: string;
  /**
   * Folder of uploads; default: `uploads` beside the database file, in memory a temporary
   * one that goes when the sandbox closes or its process ends.
   */
  uploadDir?: string;
  /** Bytes all uploads together may keep (default 1 GiB). */
  uploadQuotaBytes?: number;
  /** Rebuilds uploads; default the process's pool. */
  disarmPool?: DisarmPool;
  /** Opens `/__sandbox/*` to clients beyond this machine that show it (`SANDBOX_QA_SECRET`). */
  qaSecret?: string | undefined;
  modules?: readonly SandboxModule[];
  quiet?: boolean;
}

/**
 * Site origins a simulated provider (login, payment, identity) may send the browser back
 * to, exactly: each brand host name over https, each `<slug>.localhost` and the local edge
 * itself over http on the edge's port (`PORT`). No other port, scheme or host.
 */
export function siteOrigins(edgePort = process.env['PORT'] || '4321'): ReadonlySet<string> {
  const origins = new Set([`http://localhost:${edgePort}`, `http://127.0.0.1:${edgePort}`]);
  for (const brand of loadBrands())
    for (const host of new Set([...brand.hosts, `${brand.slug}.localhost`]))
      origins.add(host.endsWith('.localhost') ? `http://${host}:${edgePort}` : `https://${host}`);
  return origins;
}

/**
 * The sandbox API: every call of SPEC §7 against the contract in src/api, with state in
 * SQLite, plus `/__sandbox/scenarios` and `/__sandbox/reset` for QA.
 */
export function createSandbox(options: SandboxOptions = {}) {
  const returnOrigins = siteOrigins();
  const dbPath = options.dbPath ?? ':memory:';
  const closing = new AbortController();
  const uploads =
    options.uploadDir ??
    (dbPath === ':memory:'
      ? temporaryFolder('sandbox-uploads-')
      : join(dirname(dbPath), 'uploads'));
  if (typeof uploads !== 'string') closing.signal.addEventListener('abort', () => uploads.remove());
  const ctx: SandboxContext = {
    db: openDb(dbPath),
    now: options.now ?? (() => new Date()),
    selfOrigin: options.selfOrigin ?? `http://127.0.0.1:${process.env['SANDBOX_PORT'] ?? 4322}`,
    allowedReturnOrigins: (origin) => returnOrigins.has(origin),
    get uploadDir() {
      return typeof uploads === 'string' ? uploads : uploads.path;
    },
    uploadQuotaBytes: options.uploadQuotaBytes ?? 1024 * 1024 * 1024,
    disarmPool: options.disarmPool ?? sharedDisarmPool(),
    log: options.quiet ? () => undefined : (m) => console.log(`[sandbox] ${m}`),
    closed: closing.signal,
  };
  const modules = options.modules ? seedOrder(options.modules) : defaultModules;
  const app = new Hono();
  bindSandbox(app, ctx);
  let scenarios: ListedScenario[] = [];

  const seed = () => {
    scenarios = modules.flatMap((m) => m.seed(ctx).map((s) => ({ area: m.name, ...s })));
  };

  for (const m of modules) m.init(ctx);
  const shortcuts = shortcutGuard(options.qaSecret);
  app.use('/__sandbox/*', shortcuts.guard);
  app.get(QA_PATH, shortcuts.qaPage);
  // Answers carry personal data and tokens: no browser or proxy may keep them (ASVS 14.3.2).
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get('/api/openapi.json', (c) =>
    c.body(renderOpenApi(), 200, { 'Content-Type': 'application/json' }),
  );
  app.get('/__sandbox/scenarios', (c) => c.json(scenarios));
  app.post('/__sandbox/reset', (c) => {
    seed();
    return c.json({ reset: true, scenarios: scenarios.length });
  });
  for (const m of modules) m.routes(app, ctx);
  app.notFound((c) => c.json({ code: 'NotFound', message: 'No such endpoint.' }, 404));
  app.onError((error, c) => {
    console.error('[sandbox]', error);
    return c.json({ code: 'TechnicalProblem', message: 'The sandbox failed to answer.' }, 500);
  });

  seed();
  return {
    app,
    ctx,
    scenarios: () => scenarios,
    reset: seed,
    close: () => closing.abort(),
  };
}

import type { Hono } from 'hono';
import type { Db } from './db.ts';
import type { DisarmPool } from './modules/support/disarm/pool.ts';

/** What the sandbox tells QA engineers about one seeded case (GET /__sandbox/scenarios). */
export interface Scenario {
  /** Token, id or code to use in the site's URL or form. */
  token: string;
  brand: string;
  /** Short name, e.g. "offer-expired". */
  name: string;
  /** What the customer should see. */
  expect: string;
  /** Site path to open, when the case starts from a link (`/angebot/<token>`). */
  path?: string;
  /** One-time code or other input the tester types. */
  input?: Record<string, string>;
}

/** A scenario as GET /__sandbox/scenarios lists it, with the module that seeds it. */
export interface ListedScenario extends Scenario {
  area: string;
}

export interface SandboxContext {
  db: Db;
  /** Current time; injectable so tests can move it. */
  now: () => Date;
  /** Base URL of the sandbox itself, for simulated provider pages (`http://127.0.0.1:4322`). */
  selfOrigin: string;
  /** Origins the sandbox may redirect a browser back to (the site's brand hosts). */
  allowedReturnOrigins: (origin: string) => boolean;
  /** Folder for uploaded files. */
  uploadDir: string;
  /** Bytes all uploads together may keep in it. */
  uploadQuotaBytes: number;
  /** The worker threads that rebuild uploads, off the thread that answers requests. */
  disarmPool: DisarmPool;
  log: (message: string) => void;
  /** Aborted when the sandbox closes: a module's timers stop with it. */
  closed: AbortSignal;
}

/**
 * A sandbox module: creates its tables, registers its routes on the shared app, and
 * seeds its scenarios (called at start and on POST /__sandbox/reset). A module is the
 * default export of `sandbox/modules/<name>.ts` or `sandbox/modules/<name>/index.ts`;
 * the sandbox finds it there (modules/index.ts).
 */
export interface SandboxModule {
  /** Its area: scenarios are listed under it. */
  name: string;
  /** Modules whose seed must run before this one's (it builds on their data). */
  after?: readonly string[];
  /** Create tables (idempotent). */
  init(ctx: SandboxContext): void;
  /** Register the module's contract routes (`contractRoute`) and simulator pages. */
  routes(app: Hono, ctx: SandboxContext): void;
  /** Restore the seeded data and list the scenarios it provides. */
  seed(ctx: SandboxContext): Scenario[];
}

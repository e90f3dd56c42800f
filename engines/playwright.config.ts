import { defineConfig } from '@playwright/test';
import { engineNames } from './driver/engine.ts';

/**
 * The customer's main paths in the two engines besides Chromium: Firefox ESR and WebKitGTK
 * (Debian's packages, driven over WebDriver; see driver/). Playwright runs the tests, not
 * the browsers: one project per engine, one browser each (run.ts runs them one after the
 * other, each with its own site).
 * `npm run test:engines [-- --engine webkit]`.
 */
const port = Number(process.env['PORT'] ?? 4321);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  // As the Chromium suite: a failure runs once more on CI for the report, and a test that
  // passes only then still fails the run.
  retries: process.env['CI'] ? 1 : 0,
  failOnFlakyTests: Boolean(process.env['CI']),
  forbidOnly: Boolean(process.env['CI']),
  reporter: 'list',
  // A path through several pages, typed key by key over WebDriver, on a busy machine.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Each engine's own results folder, so that one engine's run keeps the other's.
  projects: engineNames.map((name) => ({ name, outputDir: `../test-results/engines/${name}` })),
  webServer: {
    command: 'node engines/site.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    // Always its own: the pages need the test hook, and a fresh in-memory sandbox.
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), SANDBOX_DB: ':memory:' },
    // Stopped, not killed: the sandbox then removes the proofs the tests uploaded.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

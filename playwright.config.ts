import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * Browser tests run in the system Chromium (Playwright's own download is not available
 * everywhere). CHROMIUM_PATH overrides the default /usr/bin/chromium: `.ci/run` names
 * Debian's chromium-headless-shell, where the same tests take half the time.
 */
const chromium = chromiumPath;
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env['PORT'] ?? 4321);
const external = Boolean(process.env['BASE_URL']);

/**
 * No request leaves the machine but to the site under test: everything else goes to a
 * proxy on a port nothing listens on, and fails. The browser does this itself; routing
 * every request through the test runner (`page.route`) did the same at about a third of
 * the suite's time. `npm run smoke` against a deployed site names it (and its sandbox).
 */
const siteHosts = [
  process.env['BASE_URL'],
  process.env['SANDBOX_URL'],
  // An API on another origin (README, "Settings"), which the pages call.
  process.env['PUBLIC_API_BASE_URL'],
].flatMap((url) => (url ? [new URL(url, 'http://localhost').hostname] : []));
const noExternalRequests = {
  server: 'http://127.0.0.1:9',
  bypass: ['localhost', '*.localhost', '127.0.0.1', ...siteHosts].join(','),
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  ...(process.env['CI'] ? { workers: 2 } : {}),
  // On CI a failed test runs once more, to tell a flaky test from a broken one in the
  // report; a test that passes only on its retry still fails the run.
  retries: process.env['CI'] ? 1 : 0,
  failOnFlakyTests: Boolean(process.env['CI']),
  forbidOnly: Boolean(process.env['CI']),
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  // Generous for a 2-core machine running two browsers, the edge and the sandbox at once.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      proxy: noExternalRequests,
      args: [...chromiumArgs, '--disable-quic'],
    },
    // `npm run smoke` of a build in the local nginx, whose certificate it made for the run.
    ignoreHTTPSErrors: process.env['SMOKE_IGNORE_HTTPS_ERRORS'] === '1',
    // A trace records every action with screenshots and DOM snapshots: on CI only the retry
    // of a failed test records one (a third of the run's time when every test did).
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
  },
  ...(external
    ? {}
    : {
        webServer: {
          command: 'node scripts/serve.ts',
          url: `http://127.0.0.1:${port}/`,
          reuseExistingServer: !process.env['CI'],
          timeout: 60_000,
          // A fresh in-memory sandbox per run: tests never see an earlier run's orders.
          env: { PORT: String(port), SANDBOX_DB: ':memory:' },
          // Stopped, not killed: the sandbox then removes the proofs the tests uploaded.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        },
      }),
});

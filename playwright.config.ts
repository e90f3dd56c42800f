import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in the system Chromium (Playwright's own download is not available
 * everywhere). CHROMIUM_PATH overrides the default /usr/bin/chromium.
 */
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env['PORT'] ?? 4321);
const external = Boolean(process.env['BASE_URL']);

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
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
        },
      }),
});

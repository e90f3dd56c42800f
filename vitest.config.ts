/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config so `import.meta.env`, JSON imports and
// React JSX behave exactly as in the build.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'sandbox/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Vitest keeps a core for itself by default: on CI's two cores that is one test file at
    // a time. Its own process does little while the files run, so every core runs one.
    maxWorkers: availableParallelism(),
    // Component tests type and click through whole forms: on a busy 2-core machine a few
    // take several seconds. A longer limit costs passing tests nothing.
    testTimeout: 15_000,
  },
});

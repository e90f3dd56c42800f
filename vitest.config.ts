/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

const include = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'engines/**/*.test.ts',
];

/**
 * The component tests ask for jsdom on their first line. Building a jsdom for each file
 * was half of the unit run on two cores; in `vmThreads` a worker builds it once and gives
 * each file a fresh window. The other files stay in processes of their own: some of their
 * libraries (pdf.js, sqlite) do not run inside a VM context.
 */
const domFiles = globSync(include).filter((file) =>
  readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom'),
);

/**
 * The other files share their worker's modules (`isolate: false`): each importing the
 * project's modules, zod, Hono and sqlite afresh made these files' run half as long again
 * (51 s against 34 s on two cores; the whole unit run 107-112 s against 81-84 s). They leave
 * no state behind that another file reads: in files shuffled by three seeds every file passed.
 * A file that replaces a module (`vi.mock`, `vi.doMock`) keeps a module graph of its own, so
 * that neither its stand-ins nor the real modules reach another file.
 */
const mockingFiles = globSync(include).filter(
  (file) => !domFiles.includes(file) && /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);

// Unit tests run through Astro's Vite config so `import.meta.env`, JSON imports and
// React JSX behave exactly as in the build.
export default getViteConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Vitest keeps a core for itself by default: on CI's two cores that is one test file at
    // a time. Its own process does little while the files run, so every core runs one.
    maxWorkers: availableParallelism(),
    // Component tests type and click through whole forms: on a busy 2-core machine a few
    // take several seconds. A longer limit costs passing tests nothing.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: domFiles,
          environment: 'jsdom',
          pool: 'vmThreads',
          // A VM context leaks what its file loaded: a worker starts afresh past this, on a
          // small machine as on ours (half the machine's memory each, by default).
          vmMemoryLimit: '1GB',
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include,
          exclude: [...domFiles, ...mockingFiles],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-mocking', include: mockingFiles, environment: 'node' },
      },
    ],
  },
});

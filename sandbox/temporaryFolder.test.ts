import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { temporaryFolder } from './temporaryFolder.ts';

/** Folders of the system's temporary folder whose names start with `prefix`. */
const named = (prefix: string) => readdirSync(tmpdir()).filter((name) => name.startsWith(prefix));

it('is made on first use, in the temporary folder, and gone once removed', () => {
  const prefix = `temporary-folder-test-${crypto.randomUUID()}-`;
  const folder = temporaryFolder(prefix);
  expect(named(prefix)).toEqual([]);
  const { path } = folder;
  expect(dirname(path)).toBe(tmpdir());
  expect(named(prefix)).toHaveLength(1);
  expect(folder.path).toBe(path);
  folder.remove();
  expect(existsSync(path)).toBe(false);
});

it('is gone when a supervisor stops the process (SIGTERM), which ends with 143', async () => {
  const module = pathToFileURL(join(import.meta.dirname, 'temporaryFolder.ts')).href;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `import { exitOnStopSignals, temporaryFolder } from ${JSON.stringify(module)};
       exitOnStopSignals();
       console.log(temporaryFolder('temporary-folder-test-').path);
       setInterval(() => undefined, 1_000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const [printed] = (await once(child.stdout, 'data')) as [Buffer];
    const path = printed.toString().trim();
    expect(existsSync(path)).toBe(true);
    const ended = once(child, 'exit');
    child.kill('SIGTERM');
    expect(await ended).toEqual([143, null]);
    expect(existsSync(path)).toBe(false);
  } finally {
    child.kill('SIGKILL');
  }
}, 30_000);

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { startWebKit } from './webkit.ts';

const temporary = mkdtempSync(join(tmpdir(), 'engines-webkit-test-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(temporary, { recursive: true, force: true });
});

it('a WebKit run leaves nothing in the temporary folder once it stops', async () => {
  vi.stubEnv('TMPDIR', temporary);
  const engine = await startWebKit();
  try {
    const session = await engine.open();
    // Sound starts the browser's sound client, which makes a runtime folder: a run of the
    // suite's pages in WebKit left one in /tmp each time.
    await session.goto('data:text/html,<script>new AudioContext().resume()</script>');
    await session.close();
  } finally {
    await engine.stop();
  }
  // Where the display's and the sound client's folders would be left.
  await expect.poll(() => readdirSync(temporary), { timeout: 10_000 }).toEqual([]);
}, 120_000);

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { onePage } from './modules/support/disarm/testFiles.ts';
import { startSandbox } from './server.ts';

const root = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** Uploads a proof to the sandbox on `port`; the name of its file. */
async function upload(port: number): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(onePage())], 'proof.pdf'));
  const answer = await fetch(
    `http://127.0.0.1:${port}/api/o2/contracttermination/upload/${crypto.randomUUID()}`,
    { method: 'POST', body: form },
  );
  expect(answer.status).toBe(201);
  const { uploadId } = (await answer.json()) as { uploadId: string };
  return `${uploadId}.pdf`;
}

/** Uploads a proof through a started sandbox; where its file went. */
async function uploadedFile(folder: string): Promise<string> {
  const server = await startSandbox({ port: 0, host: '127.0.0.1', quiet: true });
  try {
    return join(folder, await upload(server.port));
  } finally {
    await server.close();
  }
}

/** What is in `folder`, file by file, below each folder in it. */
const contents = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('where the sandbox keeps uploads', () => {
  it('in `uploads` beside SANDBOX_DB, or in SANDBOX_UPLOAD_DIR when it is set', async () => {
    const state = mkdtempSync(join(root, 'state-'));
    vi.stubEnv('SANDBOX_DB', join(state, 'sandbox.sqlite'));
    vi.stubEnv('SANDBOX_UPLOAD_DIR', '');
    expect(existsSync(await uploadedFile(join(state, 'uploads')))).toBe(true);

    const elsewhere = mkdtempSync(join(root, 'uploads-'));
    vi.stubEnv('SANDBOX_UPLOAD_DIR', elsewhere);
    expect(existsSync(await uploadedFile(elsewhere))).toBe(true);
  }, 30_000);

  it('in memory, in a temporary folder made on the first upload and gone when the sandbox closes', async () => {
    const temporary = mkdtempSync(join(root, 'tmp-'));
    vi.stubEnv('TMPDIR', temporary);
    vi.stubEnv('SANDBOX_DB', ':memory:');
    vi.stubEnv('SANDBOX_UPLOAD_DIR', '');
    const server = await startSandbox({ port: 0, host: '127.0.0.1', quiet: true });
    try {
      expect(readdirSync(temporary)).toEqual([]);
      const file = await upload(server.port);
      expect(contents(temporary)).toEqual([file]);
    } finally {
      await server.close();
    }
    expect(readdirSync(temporary)).toEqual([]);
  }, 30_000);

  it('in memory, gone when a supervisor stops the sandbox (SIGTERM)', async () => {
    const temporary = mkdtempSync(join(root, 'tmp-'));
    const child = spawn(process.execPath, [join(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, TMPDIR: temporary, SANDBOX_DB: ':memory:', SANDBOX_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let printed = '';
      const port = await new Promise<number>((listening, failed) => {
        child.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          const found = /Sandbox API on http:\/\/127\.0\.0\.1:(\d+)/.exec(printed);
          if (found) listening(Number(found[1]));
        });
        child.once('exit', () => failed(new Error(`The sandbox ended: ${printed}`)));
      });
      const file = await upload(port);
      expect(contents(temporary)).toEqual([file]);
      const ended = once(child, 'exit');
      child.kill('SIGTERM');
      expect(await ended).toEqual([143, null]);
      expect(readdirSync(temporary)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});

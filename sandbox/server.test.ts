import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { onePage } from './modules/support/disarm/testFiles.ts';
import { startSandbox } from './server.ts';

const root = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** Uploads a proof through the started sandbox; where its file went. */
async function uploadedFile(folder: string): Promise<string> {
  const server = await startSandbox({ port: 0, host: '127.0.0.1', quiet: true });
  try {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(onePage())], 'proof.pdf'));
    const answer = await fetch(
      `http://127.0.0.1:${server.port}/api/o2/contracttermination/upload/${crypto.randomUUID()}`,
      { method: 'POST', body: form },
    );
    expect(answer.status).toBe(201);
    const { uploadId } = (await answer.json()) as { uploadId: string };
    return join(folder, `${uploadId}.pdf`);
  } finally {
    await server.close();
  }
}

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
});

import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createSandbox } from './app.ts';
import { refusalToListen } from './listen.ts';
import { exitOnStopSignals } from './temporaryFolder.ts';

export interface SandboxServer {
  port: number;
  close(): Promise<void>;
}

export interface SandboxServerOptions {
  port?: number;
  /** Address to listen on (`SANDBOX_HOST`, default 127.0.0.1). */
  host?: string;
  dbPath?: string;
  uploadDir?: string;
  quiet?: boolean;
}

const megabytes = (value: string | undefined) => (value ? Number(value) * 1024 * 1024 : undefined);

/**
 * Starts the sandbox API on `SANDBOX_PORT` (4322) with its state in `SANDBOX_DB`
 * (`.data/sandbox.sqlite`) and uploads in `SANDBOX_UPLOAD_DIR` (`uploads` beside the database).
 */
export function startSandbox(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const port = options.port ?? Number(process.env['SANDBOX_PORT'] ?? 4322);
  const host = options.host ?? process.env['SANDBOX_HOST'] ?? '127.0.0.1';
  const refusal = refusalToListen(host);
  if (refusal) return Promise.reject(new Error(refusal));
  const uploadDir = options.uploadDir ?? process.env['SANDBOX_UPLOAD_DIR'];
  const quota = megabytes(process.env['SANDBOX_UPLOAD_QUOTA_MB']);
  const sandbox = createSandbox({
    dbPath:
      options.dbPath ??
      process.env['SANDBOX_DB'] ??
      join(import.meta.dirname, '../.data/sandbox.sqlite'),
    ...(uploadDir ? { uploadDir } : {}),
    ...(quota ? { uploadQuotaBytes: quota } : {}),
    qaSecret: process.env['SANDBOX_QA_SECRET'] || undefined,
    selfOrigin: `http://127.0.0.1:${port}`,
    quiet: options.quiet ?? false,
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, (info) => {
      // With port 0 the real port is known only now; provider pages link back to it.
      sandbox.ctx.selfOrigin = `http://127.0.0.1:${info.port}`;
      if (!options.quiet) {
        console.log(
          `Sandbox API on http://127.0.0.1:${info.port}/api — scenarios: http://127.0.0.1:${info.port}/__sandbox/scenarios`,
        );
      }
      resolve({
        port: info.port,
        close: () =>
          new Promise((done) => {
            sandbox.close();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.main) {
  exitOnStopSignals();
  await startSandbox();
}

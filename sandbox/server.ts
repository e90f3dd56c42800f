import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createSandbox } from './app.ts';

export interface SandboxServer {
  port: number;
  close(): Promise<void>;
}

/** Starts the sandbox API on `SANDBOX_PORT` (4322) with its state in `.data/sandbox.sqlite`. */
export function startSandbox(
  options: { port?: number; dbPath?: string; quiet?: boolean } = {},
): Promise<SandboxServer> {
  const port = options.port ?? Number(process.env['SANDBOX_PORT'] ?? 4322);
  const sandbox = createSandbox({
    dbPath:
      options.dbPath ??
      process.env['SANDBOX_DB'] ??
      join(import.meta.dirname, '../.data/sandbox.sqlite'),
    selfOrigin: `http://127.0.0.1:${port}`,
    quiet: options.quiet ?? false,
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: sandbox.app.fetch, port, hostname: '127.0.0.1' }, (info) => {
      // With port 0 the real port is known only now; provider pages link back to it.
      sandbox.ctx.selfOrigin = `http://127.0.0.1:${info.port}`;
      if (!options.quiet) {
        console.log(
          `Sandbox API on http://127.0.0.1:${info.port}/api — scenarios: http://127.0.0.1:${info.port}/__sandbox/scenarios`,
        );
      }
      resolve({
        port: info.port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.main) await startSandbox();

import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface TestServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves a Hono app on a free local port, for tests that need real HTTP. */
export function serveForTest(app: Hono): Promise<TestServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';

interface TestServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves a Hono app on a free local port, for tests that need real HTTP. */
function serveForTest(app: Hono): Promise<TestServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/** Serves `app` from before the file's first test until after its last; `url` once it runs. */
export function serveDuringTests(app: Hono): { readonly url: string } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await serveForTest(app);
  });
  afterAll(() => server?.close());
  return {
    get url() {
      if (!server) throw new Error('The test server starts before the first test');
      return server.url;
    },
  };
}

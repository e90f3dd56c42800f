import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { load } from './load.ts';

describe('load', () => {
  it('sends a bounded number of requests over the given connections', async () => {
    const sockets = new Set<unknown>();
    const server = createServer((req, res) => {
      sockets.add(req.socket);
      res.end('ok');
    });
    const port = await new Promise<number>((done) =>
      server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)),
    );
    try {
      const result = await load({
        url: `http://127.0.0.1:${port}/`,
        connections: 4,
        maxRequests: 40,
        durationMs: 10_000,
      });
      expect(result.requests).toBe(40);
      expect(result.statuses).toEqual({ 200: 40 });
      expect(result.errors).toBe(0);
      expect(sockets.size).toBeLessThanOrEqual(4);
    } finally {
      server.close();
    }
  });

  it('refuses any target but this machine', async () => {
    await expect(load({ url: 'http://192.0.2.1/' })).rejects.toThrow(/loopback only/);
  });
});

import { Agent, request } from 'node:http';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests in flight at once, each on its own kept-alive connection. */
  connections?: number;
  /** Stops after this long… */
  durationMs?: number;
  /** …or after this many requests, whichever comes first. */
  maxRequests?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  statuses: Record<number, number>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A small, bounded load generator for `npm run bench`: `connections` loops each send one
 * request after the other over a kept-alive connection, until the time or the request
 * budget is used up. Loopback addresses only: it measures this machine's edge, nothing else.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { url, headers = {}, connections = 50, durationMs = 5000, maxRequests = 50_000 } = options;
  const target = new URL(url);
  if (!LOOPBACK.has(target.hostname) && !target.hostname.endsWith('.localhost'))
    throw new Error(`load() sends to loopback only, not ${target.hostname}`);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<number, number> = {};
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const once = () =>
    new Promise<void>((done) => {
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers: { host: target.host, ...headers },
        },
        (res) => {
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          res.resume();
          res.on('end', done);
        },
      );
      req.on('error', () => {
        errors++;
        done();
      });
      req.end();
    });
  const loop = async () => {
    while (sent < maxRequests && performance.now() < deadline) {
      sent++;
      await once();
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { requests: sent, errors, seconds, perSecond: sent / seconds, statuses };
}

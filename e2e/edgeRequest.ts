import { request as httpRequest } from 'node:http';

const port = Number(process.env['PORT'] ?? 4321);

export interface EdgeResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to the local edge as a given host, with nothing but the headers given (no
 * browser adds any). `*.localhost` resolves to loopback inside Chromium but not in Node, so
 * Node-side checks send the Host header to 127.0.0.1.
 */
export function edgeRequest(
  host: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | undefined } = {},
): Promise<EdgeResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: `${host}:${port}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const edgeGet = (host: string, path: string, headers: Record<string, string> = {}) =>
  edgeRequest(host, 'GET', path, { headers });

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxBodyBytesFor } from '../src/api/contract/bodyLimit.ts';
import { UPLOAD_MAX_BYTES } from '../src/api/contract/termination.ts';
import { nginxServer, type HostBrand } from './hostRules.ts';

/**
 * The generated nginx config in a real nginx: `nginx -t`, then served on loopback ports
 * with a small upstream, checking what the unit tests can only read from the text.
 */
const nginxVersion = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
const missing =
  nginxVersion.status !== 0
    ? 'nginx is not installed (Debian: apt-get install -y nginx)'
    : openssl.status !== 0
      ? 'openssl is not installed (needed for a test certificate)'
      : undefined;
if (missing) console.log(`Skipping the nginx checks: ${missing}`);

const TOKEN = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
const brand: HostBrand = { slug: 'o2', hosts: ['o2.localhost'] };

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const listening = async (port: number) => {
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function call(
  secure: boolean,
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host: 'o2.localhost', ...init.headers },
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

describe.skipIf(missing !== undefined)('generated nginx config in nginx', () => {
  let dir: string;
  let upstream: Server;
  let nginx: ChildProcess | undefined;
  let httpPort: number;
  let httpsPort: number;
  const seen: { xff?: string; realIp?: string; brand?: string; bytes: number }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    const site = join(dir, 'site');
    const files: Record<string, string | Buffer> = {
      'index.html': '<!doctype html><title>o2 home</title>',
      '404.html': '<!doctype html><title>404</title>',
      'angebot/_token_/login/index.html': '<!doctype html><title>login shell</title>',
      '_astro/app.js': 'console.log("app");'.repeat(100),
      '_astro/app.js.gz': gzipSync('console.log("app");'.repeat(100)),
    };
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(site, name)), { recursive: true });
      writeFileSync(join(site, name), content);
    }
    spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=o2.localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    upstream = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        if (req.url === '/api/hang') return; // never answers
        seen.push({
          xff: req.headers['x-forwarded-for'] as string,
          realIp: req.headers['x-real-ip'] as string,
          brand: req.headers['x-brand'] as string,
          bytes,
        });
        res.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'public, max-age=600',
        });
        res.end(JSON.stringify({ bytes }));
      });
    });
    const upstreamPort = await new Promise<number>((done) =>
      upstream.listen(0, '127.0.0.1', () => done((upstream.address() as { port: number }).port)),
    );
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    writeFileSync(
      join(dir, 'o2.nginx.conf'),
      nginxServer(brand, {
        root: site,
        certificate: join(dir, 'cert.pem'),
        certificateKey: join(dir, 'key.pem'),
        accessLog: join(dir, '{slug}.access.log'),
        httpPort,
        httpsPort,
        apiUpstream: `http://127.0.0.1:${upstreamPort}`,
        upstreamTimeoutSeconds: 1,
      }),
    );
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `  ${t}_temp_path ${join(dir, t)};`)
      .join('\n');
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'master_process off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')};`,
        'events { worker_connections 64; }',
        'http {',
        '  types { text/html html; application/javascript js; application/json json; }',
        '  default_type application/octet-stream;',
        temp,
        `  include ${join(dir, 'o2.nginx.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done));
      nginx.kill('SIGTERM');
      await exited;
    }
    await new Promise((done) => {
      upstream.closeAllConnections();
      upstream.close(done);
    });
    rmSync(dir, { recursive: true, force: true });
  });

  const args = () => ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];

  it('passes nginx -t', () => {
    const check = spawnSync('nginx', ['-t', ...args()], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  describe('served', () => {
    beforeAll(async () => {
      nginx = spawn('nginx', args(), { stdio: 'ignore' });
      await listening(httpsPort);
    });

    it('redirects http to https on the same host, never to a host the client names', async () => {
      const res = await call(false, httpPort, '/angebot?x=1');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`https://o2.localhost:${httpsPort}/angebot?x=1`);
      const forged = await call(false, httpPort, '/x', { headers: { host: 'evil.example' } });
      expect(forged.headers.location).toBe(`https://o2.localhost:${httpsPort}/x`);
    });

    it('sends the page policy with HTML and the deny-all policy with the rest', async () => {
      const page = await call(true, httpsPort, `/angebot/${TOKEN}/login`);
      expect(page.body.toString()).toContain('login shell');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['content-security-policy']).not.toContain("default-src 'none'");
      expect(page.headers['strict-transport-security']).toContain('preload');
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
      const script = await call(true, httpsPort, '/_astro/app.js', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(script.headers['content-encoding']).toBe('gzip');
      expect(script.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('forwards the address it saw and its own brand, and stores no API answer', async () => {
      const res = await call(true, httpsPort, '/api/echo', {
        method: 'POST',
        headers: {
          'x-forwarded-for': '203.0.113.7',
          'x-real-ip': '203.0.113.8',
          'x-brand': 'aldi',
        },
        body: Buffer.from('{}'),
      });
      expect(res.status).toBe(200);
      expect(seen.at(-1)).toMatchObject({ xff: '127.0.0.1', realIp: '127.0.0.1', brand: 'o2' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    });

    it('lets an upload of the contract’s limit through and refuses a larger one with JSON', async () => {
      const upload = '/api/o2/contracttermination/upload/3b241101-e2bb-4255-8caf-4136c566a962';
      const ok = await call(true, httpsPort, upload, {
        method: 'POST',
        body: Buffer.alloc(UPLOAD_MAX_BYTES),
      });
      expect(ok.status).toBe(200);
      expect(seen.at(-1)?.bytes).toBe(UPLOAD_MAX_BYTES);
      const tooLarge = await call(true, httpsPort, upload, {
        method: 'POST',
        body: Buffer.alloc(UPLOAD_MAX_BYTES + 512 * 1024),
      });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body.toString())).toMatchObject({
        errors: [{ field: 'file', code: 'fileTooLarge' }],
      });
    });

    it('refuses a JSON body above its call’s limit with the contract’s error', async () => {
      const iban = '/api/validation/o2/iban';
      const limit = maxBodyBytesFor('POST', iban);
      expect(
        (await call(true, httpsPort, iban, { method: 'POST', body: Buffer.alloc(limit) })).status,
      ).toBe(200);
      const tooLarge = await call(true, httpsPort, iban, {
        method: 'POST',
        body: Buffer.alloc(limit + 1024),
      });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body.toString())).toMatchObject({ code: 'PayloadTooLarge' });
    });

    it('refuses unknown methods on /api with 405, never 5xx', async () => {
      for (const method of ['TRACE', 'PROPFIND', 'BREW']) {
        const res = await call(true, httpsPort, '/api/echo', { method });
        expect(res.status, method).toBe(405);
      }
      const brew = await call(true, httpsPort, '/api/echo', { method: 'BREW' });
      expect(JSON.parse(brew.body.toString())).toMatchObject({ code: 'MethodNotAllowed' });
    });

    it('gives up on a silent API with 504 UpstreamTimeout', async () => {
      const res = await call(true, httpsPort, '/api/hang');
      expect(res.status).toBe(504);
      expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'UpstreamTimeout' });
    });

    it('logs neither the token, whatever its characters, nor the query string', async () => {
      const lower = 'abcdefghijklmnopqrstuv';
      await call(true, httpsPort, `/angebot/${TOKEN}/login?data=secret-personal-data`);
      await call(true, httpsPort, `/idv/${lower}/erfolgreich`);
      await call(true, httpsPort, `/api/offer/${lower}?data=secret-personal-data`);
      // nginx writes a request's line once its answer has gone out: a moment after ours.
      const log = await vi.waitFor(() => {
        const written = readFileSync(join(dir, 'o2.access.log'), 'utf8');
        expect(written).toContain('GET /api/offer/:id');
        return written;
      });
      expect(log).toContain('GET /angebot/:token/login');
      expect(log).toContain('GET /idv/:token/erfolgreich');
      expect(log).not.toContain(TOKEN);
      expect(log).not.toContain(lower);
      expect(log).not.toContain('secret-personal-data');
    });
  });
});

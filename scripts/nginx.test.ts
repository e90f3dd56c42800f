import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxBodyBytesFor } from '../src/api/contract/bodyLimit.ts';
import { UPLOAD_MAX_BYTES } from '../src/api/contract/termination.ts';
import { nginxDefaultServer, nginxServer } from './hostRules/nginx.ts';
import type { HostBrand } from './hostRules/site.ts';
import {
  freePort,
  nginxMissing,
  selfSignedCertificate,
  waitForPort,
  writeNginxMain,
} from './runtimes.ts';
import { connect as tlsConnect, createSecureContext } from 'node:tls';

/**
 * The generated nginx config in a real nginx: `nginx -t`, then served on loopback ports
 * with a small upstream, checking what the unit tests can only read from the text.
 */

const TOKEN = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
// A brand with a second language (English) and one it lacks (Turkish).
const brand: HostBrand = { slug: 'o2', hosts: ['o2.localhost'], availableLanguages: ['de', 'en'] };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function call(
  secure: boolean,
  port: number,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    localAddress?: string;
  } = {},
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
        servername: 'o2.localhost',
        ...(init.localAddress ? { localAddress: init.localAddress } : {}),
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

describe('generated nginx config in nginx', () => {
  let dir: string;
  let upstream: Server;
  let nginx: ChildProcess | undefined;
  let httpPort: number;
  let httpsPort: number;
  let args: string[];
  const seen: { xff?: string; realIp?: string; brand?: string; bytes: number }[] = [];

  beforeAll(async () => {
    // Proven in a real nginx or the run fails: never skipped.
    const missing = nginxMissing();
    if (missing) throw new Error(missing);
    dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    const site = join(dir, 'site');
    const files: Record<string, string | Buffer> = {
      'index.html': '<!doctype html><title>o2 home</title>',
      '404.html': '<!doctype html><title>404</title>',
      'angebot/_token_/login/index.html': '<!doctype html><title>login shell</title>',
      'en/angebot/_token_/login/index.html': '<!doctype html><title>login shell en</title>',
      '_astro/app.js': 'console.log("app");'.repeat(100),
      '_astro/app.js.gz': gzipSync('console.log("app");'.repeat(100)),
    };
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(site, name)), { recursive: true });
      writeFileSync(join(site, name), content);
    }
    const tls = selfSignedCertificate(dir, 'o2.localhost');
    upstream = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        if (req.url?.includes('hang')) return; // never answers
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
        ...tls,
        accessLog: join(dir, '{slug}.access.log'),
        errorLog: join(dir, '{slug}.error.log'),
        // The CDN in front (loopback's first address) and its own network.
        trustedProxies: ['127.0.0.1', '10.0.0.0/8'],
        httpPort,
        httpsPort,
        apiUpstream: `http://127.0.0.1:${upstreamPort}`,
        upstreamTimeoutSeconds: 1,
      }),
    );
    writeFileSync(join(dir, 'default.nginx.conf'), nginxDefaultServer({ httpPort, httpsPort }));
    args = writeNginxMain(dir, [join(dir, 'default.nginx.conf'), join(dir, 'o2.nginx.conf')]);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done));
      nginx.kill('SIGTERM');
      await exited;
    }
    // Without nginx nothing was started.
    if (upstream)
      await new Promise((done) => {
        upstream.closeAllConnections();
        upstream.close(done);
      });
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  describe('served', () => {
    beforeAll(async () => {
      nginx = spawn('nginx', args, { stdio: 'ignore' });
      await waitForPort(httpsPort);
    });

    it('redirects http to https on the same host', async () => {
      const res = await call(false, httpPort, '/angebot?x=1');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`https://o2.localhost:${httpsPort}/angebot?x=1`);
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

    it('answers no host name but its own: http closed unanswered, TLS handshake refused', async () => {
      await expect(
        call(false, httpPort, '/', { headers: { host: 'evil.example' } }),
      ).rejects.toThrow(/socket hang up|ECONNRESET/);
      const handshake = (servername: string) =>
        new Promise<string>((done) => {
          const socket = tlsConnect(
            { host: '127.0.0.1', port: httpsPort, servername, rejectUnauthorized: false },
            () => {
              socket.end();
              done('accepted');
            },
          ).on('error', (e) => done(e.message));
        });
      expect(await handshake('o2.localhost')).toBe('accepted');
      expect(await handshake('evil.example')).toMatch(/alert|handshake/i);
    });

    it('sends a language the brand lacks to its German page, keeping path and query', async () => {
      const res = await call(true, httpsPort, `/tr/angebot/${TOKEN}/login?x=1`);
      expect(res.status).toBe(302);
      // A path, never nginx's own name and port (absolute_redirect off).
      expect(res.headers.location).toBe(`/angebot/${TOKEN}/login?x=1`);
      expect(res.headers['strict-transport-security']).toContain('preload');
      expect((await call(true, httpsPort, '/tr//evil.example')).status).toBe(404);
    });

    it('sends an unprefixed page to the stored language, and leaves the rest alone', async () => {
      const stored = (locale: string) => ({ headers: { cookie: `i18n_redirected=${locale}` } });
      const res = await call(true, httpsPort, `/angebot/${TOKEN}/login?step=2`, stored('en'));
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/en/angebot/${TOKEN}/login?step=2`);
      expect(res.headers.vary).toContain('Cookie');
      const en = await call(true, httpsPort, `/en/angebot/${TOKEN}/login`, stored('de'));
      expect(en.body.toString()).toContain('login shell en');
      const de = await call(true, httpsPort, `/angebot/${TOKEN}/login`, stored('de'));
      expect(de.status).toBe(200);
      expect(de.headers.vary).toContain('Cookie');
      expect((await call(true, httpsPort, '/', stored('tr'))).status).toBe(200);
      expect((await call(true, httpsPort, '/_astro/app.js', stored('en'))).status).toBe(200);
      const api = await call(true, httpsPort, '/api/echo', { method: 'POST', ...stored('en') });
      expect(api.status).toBe(200);
    });

    it('forwards the address it saw and its own brand, and stores no API answer', async () => {
      const forged = {
        method: 'POST',
        headers: {
          'x-forwarded-for': '203.0.113.7, 10.1.2.3',
          'x-real-ip': '203.0.113.8',
          'x-brand': 'aldi',
        },
        body: Buffer.from('{}'),
      };
      // A client nginx does not trust: its own address, whatever it claims.
      const res = await call(true, httpsPort, '/api/echo', {
        ...forged,
        localAddress: '127.0.0.2',
      });
      expect(res.status).toBe(200);
      expect(seen.at(-1)).toMatchObject({ xff: '127.0.0.2', realIp: '127.0.0.2', brand: 'o2' });
      // Through the trusted CDN and its trusted hop: the first address neither added.
      await call(true, httpsPort, '/api/echo', { ...forged, localAddress: '127.0.0.1' });
      expect(seen.at(-1)).toMatchObject({ xff: '203.0.113.7', realIp: '203.0.113.7' });
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
      for (const [method, path] of [
        ['BREW', '/api/echo'],
        ['TRACE', '/api/echo'],
        ['TRACE', '/'],
      ] as const) {
        const res = await call(true, httpsPort, path, { method });
        expect(res.headers['content-type'], `${method} ${path}`).toBe('application/json');
        expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'MethodNotAllowed' });
      }
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

    it('logs a failed upstream call by its upstream status, without token or query', async () => {
      const failing = `/api/offer/${TOKEN}hang?data=secret-personal-data`;
      expect((await call(true, httpsPort, failing)).status).toBe(504);
      const log = await vi.waitFor(() => {
        const written = readFileSync(join(dir, 'o2.access.log'), 'utf8');
        expect(written).toContain('GET /api/offer/:id" 504');
        return written;
      });
      expect(log).toMatch(/GET \/api\/offer\/:id" 504 .* upstream=504/);
      const errors = ['o2.error.log', 'error.log']
        .map((f) => {
          try {
            return readFileSync(join(dir, f), 'utf8');
          } catch {
            return '';
          }
        })
        .join('');
      expect(errors).not.toContain(TOKEN);
      expect(errors).not.toContain('secret-personal-data');
    });
  });
});

/**
 * A CA of this run, two intermediates under it and a server certificate for `host` the
 * second signed (openssl, PEM files in `dir`): a chain as long as public CAs' are (one with a
 * cross-signed intermediate).
 */
function caChain(dir: string, host: string) {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => {
    const run = spawnSync('openssl', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr}`);
  };
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const ca = 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n';
  writeFileSync(file('ca.ext'), ca);
  writeFileSync(
    file('server.ext'),
    `subjectAltName=DNS:${host}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    ...['req', '-x509', ...key, '-days', '1', '-subj', '/CN=Test Root'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-keyout', file('root.key'), '-out', file('root.pem')],
  );
  const signed = (name: string, subject: string, issuer: string, ext: string) => {
    openssl(
      'req',
      ...key,
      '-subj',
      subject,
      '-keyout',
      file(`${name}.key`),
      '-out',
      file(`${name}.csr`),
    );
    openssl(
      ...['x509', '-req', '-in', file(`${name}.csr`), '-days', '1', '-set_serial', '1'],
      ...['-CA', file(`${issuer}.pem`), '-CAkey', file(`${issuer}.key`), '-extfile', file(ext)],
      ...['-out', file(`${name}.pem`)],
    );
  };
  signed('intermediate1', '/CN=Test Intermediate 1', 'root', 'ca.ext');
  signed('intermediate2', '/CN=Test Intermediate 2', 'intermediate1', 'ca.ext');
  signed('server', `/CN=${host}`, 'intermediate2', 'server.ext');
  return {
    ca: file('root.pem'),
    key: readFileSync(file('server.key')),
    chain: Buffer.concat(
      ['server', 'intermediate2', 'intermediate1'].map((name) => readFileSync(file(`${name}.pem`))),
    ),
  };
}

describe('generated nginx config in nginx, in front of an HTTPS API', () => {
  /** The API's name: the upstream's certificate, SNI and Host are for it, never the site's. */
  const apiHost = 'localhost';
  let dir: string;
  let nginx: ChildProcess | undefined;
  const apis: Server[] = [];
  const ports: Record<'trusted' | 'selfSigned' | 'otherName', number> = {
    trusted: 0,
    selfSigned: 0,
    otherName: 0,
  };
  const seen: { host: string | undefined; forwardedHost: string | undefined }[] = [];

  /**
   * An API on loopback that, like a server hosting several names, takes only TLS 1.3
   * handshakes naming `apiHost` (there is no default certificate) and answers 200 only to
   * its own Host.
   */
  async function api(certificate: { key: Buffer; cert: Buffer }) {
    const context = createSecureContext(certificate);
    const server = createHttpsServer(
      {
        minVersion: 'TLSv1.3',
        SNICallback: (name, done) =>
          name === apiHost ? done(null, context) : done(new Error(`unknown name ${name}`)),
      },
      (req, res) => {
        seen.push({
          host: req.headers.host,
          forwardedHost: req.headers['x-forwarded-host'] as string,
        });
        const port = (server.address() as { port: number }).port;
        res.writeHead(req.headers.host === `${apiHost}:${port}` ? 200 : 404, {
          'content-type': 'application/json',
        });
        res.end('{}');
      },
    );
    apis.push(server);
    return new Promise<number>((done) =>
      server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)),
    );
  }

  beforeAll(async () => {
    const missing = nginxMissing();
    if (missing) throw new Error(missing);
    dir = mkdtempSync(join(tmpdir(), 'nginx-tls-api-'));
    const chain = caChain(dir, apiHost);
    const otherDir = join(dir, 'other');
    mkdirSync(otherDir);
    const other = caChain(otherDir, 'api.other.example');
    const selfSigned = selfSignedCertificate(dir, apiHost);
    // Both CAs are trusted: the other name's certificate fails on its name alone.
    writeFileSync(
      join(dir, 'bundle.pem'),
      Buffer.concat([readFileSync(chain.ca), readFileSync(other.ca)]),
    );
    const upstreams = {
      trusted: await api({ key: chain.key, cert: chain.chain }),
      selfSigned: await api({
        key: readFileSync(selfSigned.certificateKey),
        cert: readFileSync(selfSigned.certificate),
      }),
      otherName: await api({ key: other.key, cert: other.chain }),
    };
    const site = join(dir, 'site');
    mkdirSync(site);
    const tls = selfSignedCertificate(site, 'o2.localhost');
    const confs: string[] = [];
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) {
      ports[name] = await freePort();
      const conf = join(dir, `${name}.nginx.conf`);
      writeFileSync(
        conf,
        nginxServer(
          { ...brand, slug: name.toLowerCase() },
          {
            root: site,
            ...tls,
            accessLog: join(dir, '{slug}.access.log'),
            errorLog: join(dir, '{slug}.error.log'),
            httpPort: await freePort(),
            httpsPort: ports[name],
            apiUpstream: `https://${apiHost}:${upstreams[name]}`,
            upstreamCa: join(dir, 'bundle.pem'),
          },
        ),
      );
      confs.push(conf);
    }
    const args = writeNginxMain(dir, confs);
    const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(check.stderr);
    nginx = spawn('nginx', args, { stdio: 'ignore' });
    await Promise.all(Object.values(ports).map((port) => waitForPort(port)));
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx?.once('exit', done));
      nginx.kill('SIGTERM');
      await exited;
    }
    for (const server of apis)
      await new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      });
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reaches the API by its name (SNI and Host) over TLS 1.3, its chain verified', async () => {
    const res = await call(true, ports.trusted, '/api/o2/health');
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({
      host: expect.stringMatching(/^localhost:\d+$/),
      forwardedHost: 'o2.localhost',
    });
  });

  it('sends nothing to an API whose certificate is not for its name from a trusted CA', async () => {
    const before = seen.length;
    for (const port of [ports.selfSigned, ports.otherName]) {
      const res = await call(true, port, '/api/o2/health');
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'UpstreamUnavailable' });
    }
    expect(seen.length).toBe(before);
  });
});

import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nginxServer } from './hostRules/nginx.ts';
import { o2 } from './hostRules/testing.ts';
import {
  localNginxConf,
  nginxMissing,
  selfSignedCertificate,
  withApiInFront,
  writeNginxMain,
  type LocalNginx,
} from './runtimes.ts';

/** A release build's config, with every setting a host gives it (scripts/hostRules.ts). */
const artefact = nginxServer(o2, {
  root: '/srv/www/o2',
  certificate: '/etc/nginx/tls/o2/fullchain.pem',
  certificateKey: '/etc/nginx/tls/o2/privkey.pem',
  accessLog: '/var/log/nginx/o2.access.log',
  errorLog: '/var/log/nginx/o2.error.log',
  apiUpstream: 'https://api.o2.example/',
  httpPort: 80,
  httpsPort: 443,
  reportUrl: 'https://csp.o2.example/report',
  apiBaseUrl: 'https://api.o2.example',
  trustedProxies: ['10.0.0.0/8'],
  upstreamTimeoutSeconds: 12,
  // A file of the host's, not of this machine: the local run's plain-http API never reads it.
  upstreamCa: '/etc/ssl/internal/api-ca.pem',
});
const dir = mkdtempSync(join(tmpdir(), 'local-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const local: LocalNginx = {
  httpPort: 4403,
  httpsPort: 4404,
  certificate: join(dir, 'cert.pem'),
  certificateKey: join(dir, 'key.pem'),
  root: join(dir, 'site'),
  apiUpstream: 'http://127.0.0.1:4405/',
  logDir: dir,
};

describe("a local run of the artefact's nginx config", () => {
  const swapped = localNginxConf(artefact, local);
  const lines = (text: string) => text.split('\n');

  it('changes ports, TLS files, root, upstream and log files, and nothing else', () => {
    const changed = lines(artefact).flatMap((line, i) =>
      line === lines(swapped)[i] ? [] : [`${line.trim()} → ${lines(swapped)[i]?.trim()}`],
    );
    expect(lines(swapped)).toHaveLength(lines(artefact).length);
    expect(new Set(changed)).toEqual(
      new Set([
        'listen 80; → listen 4403;',
        'listen [::]:80; → listen [::]:4403;',
        'return 301 https://$server_name$request_uri; → return 301 https://$server_name:4404$request_uri;',
        'listen 443 ssl http2; → listen 4404 ssl http2;',
        'listen [::]:443 ssl http2; → listen [::]:4404 ssl http2;',
        `ssl_certificate /etc/nginx/tls/o2/fullchain.pem; → ssl_certificate ${local.certificate};`,
        `ssl_certificate_key /etc/nginx/tls/o2/privkey.pem; → ssl_certificate_key ${local.certificateKey};`,
        `root /srv/www/o2; → root ${local.root};`,
        'proxy_pass https://api.o2.example; → proxy_pass http://127.0.0.1:4405;',
        `access_log /var/log/nginx/o2.access.log o2_private; → access_log ${dir}/o2.access.log o2_private;`,
        `error_log /var/log/nginx/o2.error.log crit; → error_log ${dir}/o2.error.log crit;`,
      ]),
    );
    // What the build was given stays: the CSP's report and API origins, timeouts, proxies.
    expect(swapped).toContain('https://csp.o2.example/report');
    expect(swapped).toContain('proxy_read_timeout 12s;');
    expect(swapped).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(swapped).not.toMatch(/\/srv\/www|\/etc\/nginx\/tls|\/var\/log|api\.o2\.example;/);
  });

  it('refuses a config it cannot find a host setting in, rather than keep the host’s', () => {
    expect(() => localNginxConf(artefact.replace(/^\s*root .*$/m, ''), local)).toThrow(
      'no root directive in the nginx config',
    );
  });

  it('is a config nginx accepts', () => {
    const missing = nginxMissing();
    expect(missing, missing).toBeUndefined();
    selfSignedCertificate(dir, '127.0.0.1');
    writeFileSync(join(dir, 'o2.nginx.conf'), swapped);
    const args = writeNginxMain(dir, [join(dir, 'o2.nginx.conf')]);
    const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});

describe('the API in front of a CDN runtime', () => {
  it('passes redirects on as the CDN and the API sent them, not their targets', async () => {
    // A CDN whose language rule sends `/tr/…` to the German page, and an API that moved.
    const server = createServer((req, res) => {
      if (req.url === '/tr/kuendigung') res.writeHead(302, { location: '/kuendigung' }).end();
      else if (req.url?.startsWith('/api/')) res.writeHead(308, { location: '/login' }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<html lang="de">');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const front = await withApiInFront(
      { origin, output: () => '', close: async () => {} },
      { upstream: origin, brand: 'o2' },
    );
    try {
      const page = await fetch(`${front.origin}/tr/kuendigung`, { redirect: 'manual' });
      expect([page.status, page.headers.get('location')]).toEqual([302, '/kuendigung']);
      const api = await fetch(`${front.origin}/api/o2/health`, { redirect: 'manual' });
      expect([api.status, api.headers.get('location')]).toEqual([308, '/login']);
    } finally {
      await front.close();
      server.close();
    }
  });

  it('lets a browser leave while a file is on its way, with no error in the output', async () => {
    // A file whose second half never comes: the browser leaves after the first.
    const gone: Promise<unknown>[] = [];
    const server = createServer((_, res) => {
      gone.push(once(res, 'close'));
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.write('export const first = 1;\n');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const front = await withApiInFront(
      { origin, output: () => '', close: async () => {} },
      { upstream: origin, brand: 'o2' },
    );
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'info')];
    try {
      for (const path of ['/_astro/app.js', '/api/o2/health']) {
        const leaving = new AbortController();
        const answer = await fetch(`${front.origin}${path}`, { signal: leaving.signal });
        const reader = answer.body?.getReader();
        expect(new TextDecoder().decode((await reader?.read())?.value)).toContain('first');
        leaving.abort();
      }
      // Each forward learns that the browser left, and ends its own request (after the
      // answer's body, which it read, failed).
      await Promise.all(gone);
      expect(logged.flatMap((spy) => spy.mock.calls)).toEqual([]);
    } finally {
      for (const spy of logged) spy.mockRestore();
      await front.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

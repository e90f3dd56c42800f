import { describe, expect, it } from 'vitest';
import { buildMatrix } from './build.ts';
import { optionsTakenByNpm, releaseProblems, smokeRuntime } from './settings.ts';

const aldi = {
  hosts: ['aldi.localhost', 'angebot.alditalk.example'],
  publicHosts: ['angebot.alditalk.example'],
  file: 'brands/aldi/brand.json',
  hotline: '01806 111 222',
  whiteLabel: false,
};
const production = {
  API_UPSTREAM: 'https://api.alditalk.example',
  PUBLIC_PAYMENT_HOSTS: 'pay.alditalk.example',
  NGINX_TLS_CERTIFICATE: '/etc/ssl/aldi/fullchain.pem',
  NGINX_TLS_CERTIFICATE_KEY: '/etc/ssl/aldi/privkey.pem',
};

describe('release settings', () => {
  it('accept a brand with an API upstream, a public host and TLS files', () => {
    expect(releaseProblems(aldi, production)).toEqual([]);
    expect(releaseProblems(aldi, { ...production, DEPLOY_TARGET: 'nginx' })).toEqual([]);
  });

  it('name every missing setting, the local defaults counting as missing', () => {
    const problems = releaseProblems({ ...aldi, publicHosts: [] }, {});
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/brands\/aldi\/brand\.json "hosts".*aldi\.localhost/);
    expect(problems.slice(1).map((p) => p.split(' ')[0])).toEqual([
      'API_UPSTREAM',
      'PUBLIC_PAYMENT_HOSTS',
      'NGINX_TLS_CERTIFICATE',
      'NGINX_TLS_CERTIFICATE_KEY',
    ]);
    expect(releaseProblems(aldi, { ...production, API_UPSTREAM: 'api.example' })).toEqual([
      expect.stringMatching(/^API_UPSTREAM .*no http\(s\) URL/),
    ]);
  });

  it('refuse a plain-http or loopback API and an empty payment-host list', () => {
    const problem = (env: Record<string, string>) =>
      releaseProblems(aldi, { ...production, ...env });
    expect(problem({ API_UPSTREAM: 'http://api.alditalk.example' })).toEqual([
      expect.stringMatching(/^API_UPSTREAM http:\/\/api\.alditalk\.example is plain http/),
    ]);
    for (const loopback of [
      'https://127.0.0.1:4322',
      'https://localhost',
      'https://sandbox.localhost',
      'https://[::1]:8443',
    ])
      expect(problem({ API_UPSTREAM: loopback }), loopback).toEqual([
        expect.stringMatching(/is this machine \(a sandbox\)/),
      ]);
    expect(problem({ PUBLIC_PAYMENT_HOSTS: ' , ' })).toEqual([
      expect.stringMatching(/^PUBLIC_PAYMENT_HOSTS .* is empty$/),
    ]);
  });

  it('refuse a setting of the wrong shape, naming the variable, its value and what it takes', () => {
    const problem = (env: Record<string, string>) =>
      releaseProblems(aldi, { ...production, ...env });
    for (const [name, value, expected] of [
      ['PUBLIC_PAYMENT_HOSTS', 'https://pay.example.net', 'no bare host name'],
      ['PUBLIC_PAYMENT_HOSTS', 'pay.example.net/checkout', 'no bare host name'],
      ['PUBLIC_PAYMENT_HOSTS', 'pay.example.net:8443', 'no bare host name'],
      ['PUBLIC_IDV_HOSTS', '*.idv.example.net', 'no bare host name'],
      ['PUBLIC_LOGIN_HOSTS', 'login.example.net/sso', 'no bare host name'],
      ['API_UPSTREAM', 'https://api.example.net/api', 'has a path, query or credentials'],
      ['API_UPSTREAM', 'https://api.example.net?x=1', 'has a path, query or credentials'],
      ['PUBLIC_API_BASE_URL', 'api.alditalk.example', 'no absolute https URL'],
      ['PUBLIC_API_BASE_URL', 'http://api.alditalk.example', 'no absolute https URL'],
      ['CSP_REPORT_URL', 'not a url', 'no absolute https URL'],
      ['NGINX_HTTPS_PORT', '44x3', 'no port'],
      ['NGINX_HTTP_PORT', '70000', 'no port'],
      ['NGINX_UPSTREAM_TIMEOUT_S', '30s', 'no time limit'],
      ['NGINX_UPSTREAM_TIMEOUT_S', '1.5', 'no time limit'],
      ['EDGE_UPSTREAM_TIMEOUT_MS', '0', 'no time limit'],
    ] as [string, string, string][]) {
      const found = problem({ [name]: value });
      expect(found, `${name}=${value}`).toHaveLength(1);
      for (const part of [`${name} `, value, expected]) expect(found[0]).toContain(part);
    }
    expect(problem({ PUBLIC_PAYMENT_HOSTS: 'pay.example.net, https://pay2.example.net' })).toEqual([
      'PUBLIC_PAYMENT_HOSTS "https://pay2.example.net" is no bare host name: expected comma-separated names such as pay.example.net (no scheme, path or port)',
    ]);
    expect(problem({ NGINX_HTTPS_PORT: '44x3' })).toEqual([
      'NGINX_HTTPS_PORT "44x3" is no port: expected a whole number from 1 to 65535',
    ]);
    expect(problem({ NGINX_UPSTREAM_TIMEOUT_S: '30s' })).toEqual([
      'NGINX_UPSTREAM_TIMEOUT_S "30s" is no time limit: expected a whole number of seconds from 1 to 3600',
    ]);
    expect(problem({ API_UPSTREAM: 'https://api.example.net/api' })).toEqual([
      'API_UPSTREAM https://api.example.net/api has a path, query or credentials: expected an https origin such as https://api.example.net',
    ]);
  });

  it('accept settings of the right shape', () => {
    expect(
      releaseProblems(aldi, {
        ...production,
        API_UPSTREAM: 'https://api.alditalk.example:8443/',
        PUBLIC_PAYMENT_HOSTS: 'pay.example.net, PAY2.example.net',
        PUBLIC_IDV_HOSTS: 'idv.example.net',
        PUBLIC_LOGIN_HOSTS: 'login.alditalk.example',
        PUBLIC_API_BASE_URL: 'https://api.alditalk.example',
        CSP_REPORT_URL: 'https://csp.alditalk.example/report?brand=aldi',
        NGINX_HTTP_PORT: '8080',
        NGINX_HTTPS_PORT: '8443',
        NGINX_UPSTREAM_TIMEOUT_S: '60',
        EDGE_UPSTREAM_TIMEOUT_MS: '45000',
      }),
    ).toEqual([]);
  });

  it('name the options npm took as its own settings (no `--` before them)', () => {
    const options = ['brand', 'release', 'build-id'];
    expect(optionsTakenByNpm(options, { npm_config_release: 'true' })).toEqual(['release']);
    expect(
      optionsTakenByNpm(options, { npm_config_build_id: 'x', npm_config_cache: '/c' }),
    ).toEqual(['build-id']);
    expect(optionsTakenByNpm(options, {})).toEqual([]);
  });

  it('refuse the template hotline: the white-label brand takes its own from WHITE_LABEL_HOTLINE', () => {
    const whiteLabel = { ...aldi, hotline: '0800 0000000', whiteLabel: true };
    expect(releaseProblems(whiteLabel, production)).toEqual([
      'WHITE_LABEL_HOTLINE (the hotline customers call) is the placeholder 0800 0000000',
    ]);
    expect(releaseProblems({ ...aldi, hotline: '0800 0000000' }, production)).toEqual([
      'brands/aldi/brand.json "hotline" is the placeholder 0800 0000000',
    ]);
    expect(releaseProblems({ ...whiteLabel, hotline: '0800 1002000' }, production)).toEqual([]);
  });

  it('ask TLS files only of a release that nginx serves', () => {
    const cdn = {
      API_UPSTREAM: production.API_UPSTREAM,
      PUBLIC_PAYMENT_HOSTS: production.PUBLIC_PAYMENT_HOSTS,
    };
    expect(releaseProblems(aldi, { ...cdn, DEPLOY_TARGET: 'netlify' })).toEqual([]);
    expect(releaseProblems(aldi, { ...cdn, DEPLOY_TARGET: 'cloudflare-pages' })).toEqual([]);
    expect(releaseProblems(aldi, { ...cdn, DEPLOY_TARGET: 'nginx' })).toHaveLength(2);
    expect(releaseProblems(aldi, { ...production, DEPLOY_TARGET: 'ftp' })).toEqual([
      expect.stringMatching(/^DEPLOY_TARGET "ftp" is none of cloudflare-pages, netlify, nginx/),
    ]);
  });

  it('keep `npm run build -- --release` from building without them, naming brand and setting', async () => {
    const saved = { ...process.env };
    for (const name of ['API_UPSTREAM', 'NGINX_TLS_CERTIFICATE', 'DEPLOY_TARGET'])
      delete process.env[name];
    process.env['NGINX_TLS_CERTIFICATE_KEY'] = production.NGINX_TLS_CERTIFICATE_KEY;
    try {
      const refused = buildMatrix({ brands: ['aldi', 'o2'], release: true, quiet: true });
      await expect(refused).rejects.toThrow(
        /aldi: API_UPSTREAM .*\n[\s\S]*aldi: NGINX_TLS_CERTIFICATE /,
      );
      await expect(refused).rejects.toThrow(/o2: API_UPSTREAM/);
      await expect(refused).rejects.not.toThrow(/NGINX_TLS_CERTIFICATE_KEY/);
    } finally {
      process.env = saved;
    }
  });
});

describe('the runtime of a local smoke', () => {
  it("is the build's DEPLOY_TARGET, as the release job's pre-deploy smoke has it", () => {
    expect(smokeRuntime(undefined, { DEPLOY_TARGET: 'cloudflare-pages' })).toBe('cloudflare-pages');
    expect(smokeRuntime(undefined, { DEPLOY_TARGET: 'netlify' })).toBe('netlify');
    expect(smokeRuntime(undefined, { DEPLOY_TARGET: 'nginx' })).toBe('nginx');
    expect(smokeRuntime(undefined, { DEPLOY_TARGET: '' })).toBe('edge');
    expect(smokeRuntime(undefined, {})).toBe('edge');
  });

  it('is --runtime when given, over DEPLOY_TARGET', () => {
    expect(smokeRuntime('edge', { DEPLOY_TARGET: 'nginx' })).toBe('edge');
    expect(smokeRuntime('netlify', { DEPLOY_TARGET: 'cloudflare-pages' })).toBe('netlify');
  });

  it('refuses a value that names no runtime, saying where it came from', () => {
    expect(() => smokeRuntime(undefined, { DEPLOY_TARGET: 'cloudflare' })).toThrow(
      'DEPLOY_TARGET "cloudflare" is none of cloudflare-pages, netlify, nginx',
    );
    // The local edge is no host a release deploys to.
    expect(() => smokeRuntime(undefined, { DEPLOY_TARGET: 'edge' })).toThrow(
      /DEPLOY_TARGET "edge"/,
    );
    expect(() => smokeRuntime('pages', {})).toThrow(
      '--runtime "pages" is none of edge, cloudflare-pages, netlify, nginx',
    );
  });
});

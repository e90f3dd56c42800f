import { describe, expect, it, vi } from 'vitest';
import { isAllowedProviderUrl } from './providerRedirect.ts';

const hosts = ['pay.example.de', 'secure.psp.example'];

describe('isAllowedProviderUrl', () => {
  it('follows https to an allow-listed provider host', () => {
    expect(isAllowedProviderUrl('https://pay.example.de/checkout/7f3a9c', hosts)).toBe(true);
    expect(isAllowedProviderUrl('https://SECURE.psp.example/x?y=1', hosts)).toBe(true);
  });

  it('refuses other hosts, plain http, scripts and credentials in the URL', () => {
    for (const url of [
      'https://evil.example/checkout',
      'https://pay.example.de.evil.example/',
      'http://pay.example.de/checkout',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@pay.example.de/',
      '//pay.example.de/checkout',
      'not a url',
    ])
      expect(isAllowedProviderUrl(url, hosts), url).toBe(false);
  });

  it('follows the sandbox simulators on this machine, except in a release build', () => {
    expect(isAllowedProviderUrl('http://127.0.0.1:4322/__sandbox/payment/s1', [])).toBe(true);
    expect(isAllowedProviderUrl('http://localhost:4322/__sandbox/payment/s1', [])).toBe(true);
    for (const url of [
      'http://127.0.0.1:4322/__sandbox/payment/s1',
      'http://localhost:9999/x',
      'https://[::1]/x',
    ])
      expect(isAllowedProviderUrl(url, [], true), url).toBe(false);
    vi.stubEnv('PUBLIC_RELEASE', '1');
    expect(isAllowedProviderUrl('http://127.0.0.1:4322/__sandbox/payment/s1', [])).toBe(false);
    vi.unstubAllEnvs();
  });

  it('reads the hosts from PUBLIC_PAYMENT_HOSTS', () => {
    vi.stubEnv('PUBLIC_PAYMENT_HOSTS', ' pay.example.de , other.example');
    expect(isAllowedProviderUrl('https://other.example/p')).toBe(true);
    expect(isAllowedProviderUrl('https://evil.example/p')).toBe(false);
    vi.unstubAllEnvs();
  });

  it('takes identity providers from PUBLIC_IDV_HOSTS into the same list', () => {
    vi.stubEnv('PUBLIC_PAYMENT_HOSTS', 'pay.example.de');
    vi.stubEnv('PUBLIC_IDV_HOSTS', 'ident.example.de');
    expect(isAllowedProviderUrl('https://ident.example.de/start/5b1e')).toBe(true);
    expect(isAllowedProviderUrl('https://pay.example.de/p')).toBe(true);
    expect(isAllowedProviderUrl('https://evil.example/phish')).toBe(false);
    vi.unstubAllEnvs();
  });

  it("takes the brands' logins from PUBLIC_LOGIN_HOSTS into the same list", () => {
    vi.stubEnv('PUBLIC_LOGIN_HOSTS', 'login.o2online.example');
    expect(isAllowedProviderUrl('https://login.o2online.example/oauth?x=1')).toBe(true);
    expect(isAllowedProviderUrl('https://evil.example/phish')).toBe(false);
    vi.unstubAllEnvs();
  });
});

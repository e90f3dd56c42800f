import { describe, expect, it, vi } from 'vitest';
import { isAllowedPaymentUrl } from './paymentRedirect.ts';

const hosts = ['pay.example.de', 'secure.psp.example'];

describe('isAllowedPaymentUrl', () => {
  it('follows https to an allow-listed provider host', () => {
    expect(isAllowedPaymentUrl('https://pay.example.de/checkout/7f3a9c', hosts)).toBe(true);
    expect(isAllowedPaymentUrl('https://SECURE.psp.example/x?y=1', hosts)).toBe(true);
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
      expect(isAllowedPaymentUrl(url, hosts), url).toBe(false);
  });

  it('follows the sandbox simulator on this machine', () => {
    expect(isAllowedPaymentUrl('http://127.0.0.1:4322/__sandbox/payment/s1', [])).toBe(true);
    expect(isAllowedPaymentUrl('http://localhost:4322/__sandbox/payment/s1', [])).toBe(true);
  });

  it('reads the hosts from PUBLIC_PAYMENT_HOSTS', () => {
    vi.stubEnv('PUBLIC_PAYMENT_HOSTS', ' pay.example.de , other.example');
    expect(isAllowedPaymentUrl('https://other.example/p')).toBe(true);
    expect(isAllowedPaymentUrl('https://evil.example/p')).toBe(false);
    vi.unstubAllEnvs();
  });
});

import { describe, expect, it } from 'vitest';
import { cspHeader, resourceCspHeader } from './csp.ts';
import { securityHeaders } from './headers.ts';
import { gradeFor, observatoryGrade } from './observatory.ts';
import { astroMetaPolicy, httpsGrade } from './testing.ts';

const modifier = (grade: ReturnType<typeof observatoryGrade>, test: string) =>
  grade.tests.find((t) => t.test === test);

describe('observatory scoring', () => {
  it('grades by the chart, rounding down to a multiple of 5', () => {
    expect(gradeFor(135)).toBe('A+');
    expect(gradeFor(100)).toBe('A+');
    expect(gradeFor(99)).toBe('A');
    expect(gradeFor(85)).toBe('A-');
    expect(gradeFor(60)).toBe('C+');
    expect(gradeFor(-20)).toBe('F');
  });

  it('gives nothing for a site without headers or https', () => {
    const grade = observatoryGrade({ headers: {}, https: false, redirectsToHttps: false });
    // CSP −25, redirection −20, HSTS −20, nosniff −5, framing −20.
    expect(grade.score).toBe(10);
    expect(grade.grade).toBe('F');
  });

  it('counts bonuses only when the penalties alone leave an A', () => {
    const headers = {
      ...securityHeaders({}, { kind: 'resource' }),
      'X-Content-Type-Options': 'nope',
    };
    const penalised = observatoryGrade({ headers, https: true, redirectsToHttps: false });
    // −20 redirection −5 nosniff = 75 < 90: the +5/+5/+5/+10 bonuses do not count.
    expect(penalised.score).toBe(75);
  });

  it('reads a CSP without script-src or default-src as allowing any script', () => {
    const grade = httpsGrade({ 'Content-Security-Policy': cspHeader({}) });
    expect(modifier(grade, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline',
      modifier: -20,
    });
  });

  it('lets the page <meta> policy restrict scripts alongside the header', () => {
    const grade = httpsGrade({ 'Content-Security-Policy': cspHeader({}) }, [astroMetaPolicy({})]);
    expect(modifier(grade, 'content-security-policy')?.modifier).toBe(5);
    expect(modifier(grade, 'x-frame-options')?.result).toBe('x-frame-options-implemented-via-csp');
  });

  it('ignores frame-ancestors in a <meta> policy', () => {
    const grade = httpsGrade({}, ["default-src 'none'; frame-ancestors 'none'"]);
    expect(modifier(grade, 'x-frame-options')?.modifier).toBe(-20);
  });

  it('rewards default-src none and flags unsafe sources', () => {
    expect(
      modifier(
        httpsGrade({ 'Content-Security-Policy': resourceCspHeader() }),
        'content-security-policy',
      )?.modifier,
    ).toBe(10);
    const unsafe = (policy: string) =>
      modifier(httpsGrade({ 'Content-Security-Policy': policy }), 'content-security-policy')
        ?.result;
    expect(unsafe("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(unsafe("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe(
      'csp-implemented-with-unsafe-eval',
    );
    expect(unsafe("default-src 'self'; style-src 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(unsafe("default-src 'self'; connect-src http://api.example")).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    expect(unsafe("script-src 'self'; script-src 'none'")).toBe('csp-header-invalid');
    // A hash switches 'unsafe-inline' off, as in browsers.
    expect(unsafe("default-src 'self'; script-src 'sha256-x' 'unsafe-inline'")).toBe(
      'csp-implemented-with-no-unsafe',
    );
  });

  it('scores HSTS, referrer policy, CORP and cookies', () => {
    const base = securityHeaders({});
    const short = httpsGrade({ ...base, 'Strict-Transport-Security': 'max-age=300' });
    expect(modifier(short, 'strict-transport-security')?.modifier).toBe(-10);
    const leaky = httpsGrade({ ...base, 'Referrer-Policy': 'unsafe-url' });
    expect(modifier(leaky, 'referrer-policy')?.modifier).toBe(-5);
    expect(modifier(httpsGrade(base), 'cross-origin-resource-policy')?.modifier).toBe(10);
    const cookie = (line: string) =>
      modifier(httpsGrade({ ...base, 'Set-Cookie': [line] }), 'cookies')?.modifier;
    expect(cookie('brand=aldi; Path=/; SameSite=Lax; Secure')).toBe(5);
    expect(cookie('brand=aldi; Path=/; SameSite=Lax')).toBe(-5);
    expect(cookie('session=1; Secure; SameSite=Lax')).toBe(-30);
  });

  it('penalises CORS that reflects origins with credentials', () => {
    const grade = httpsGrade({
      'Access-Control-Allow-Origin': 'https://evil.example',
      'Access-Control-Allow-Credentials': 'true',
    });
    expect(modifier(grade, 'cross-origin-resource-sharing')?.modifier).toBe(-50);
  });
});

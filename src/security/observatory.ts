/**
 * The grade the Mozilla (MDN) HTTP Observatory would give one answer, from its headers
 * alone, so a unit test can hold every generated header set (edge, `_headers`, nginx) to A+.
 *
 * Source: github.com/mdn/mdn-http-observatory, release v1.6.3 (algorithm 5):
 * `src/grader/charts.js` (SCORE_TABLE, GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT),
 * `src/scanner/index.js` (scoring), `src/analyzer/tests/*.js` (the tests), re-implemented
 * here for the tests that read headers:
 *
 * | test                         | result                                                    | modifier |
 * | ---------------------------- | --------------------------------------------------------- | -------- |
 * | content-security-policy      | default-src 'none' only, nothing unsafe                   | +10      |
 * |                              | nothing unsafe                                            | +5       |
 * |                              | unsafe sources only in style-src                          | 0        |
 * |                              | http: source for images/media on an https site            | −10      |
 * |                              | 'unsafe-eval' in script-src/style-src                     | −10      |
 * |                              | 'unsafe-inline'/data:/broad source in script-src, broad object-src, or neither restricted | −20 |
 * |                              | http: source for active content on an https site          | −20      |
 * |                              | not parseable / none                                      | −25      |
 * | cookies                      | none set                                                  | 0        |
 * |                              | all Secure, SameSite Lax/Strict, session cookies HttpOnly | +5       |
 * |                              | all Secure, session cookies HttpOnly, no SameSite         | 0        |
 * |                              | not Secure but HSTS (session cookie: −10)                 | −5       |
 * |                              | not Secure, no HSTS (session cookie: −40)                 | −20      |
 * |                              | SameSite other than Lax/Strict/None                       | −20      |
 * |                              | session cookie without HttpOnly                           | −30      |
 * | cross-origin-resource-sharing| none, public (`*`) or restricted                          | 0        |
 * |                              | origin reflected with credentials                         | −50      |
 * | redirection                  | http redirects to https on the same host                  | 0        |
 * |                              | no redirect to https                                      | −20      |
 * | referrer-policy              | no-referrer, same-origin, strict-origin(-when-cross-origin) | +5     |
 * |                              | not set                                                   | 0        |
 * |                              | unsafe or unrecognised value                              | −5       |
 * | strict-transport-security    | max-age ≥ 15552000                                        | 0        |
 * |                              | shorter                                                   | −10      |
 * |                              | missing, invalid, or site not on https                    | −20      |
 * | x-content-type-options       | nosniff                                                   | 0        |
 * |                              | missing or other value                                    | −5       |
 * | x-frame-options              | frame-ancestors in a header CSP                           | +5       |
 * |                              | DENY / SAMEORIGIN / ALLOW-FROM                            | 0        |
 * |                              | missing or invalid                                        | −20      |
 * | cross-origin-resource-policy | same-origin or same-site                                  | +10      |
 * |                              | cross-origin or not set                                   | 0        |
 * |                              | invalid                                                   | −5       |
 *
 * Score: 100 plus every modifier; the bonuses (positive modifiers) count only when 100 plus
 * the penalties alone is at least 90. Grade: the score rounded down to a multiple of 5,
 * A+ from 100 (charts.js GRADE_CHART).
 *
 * Not re-implemented: the HSTS preload list look-up (+5, a property of the domain, not of
 * the headers) and subresource integrity (reads the page's <script> tags; the site loads
 * its scripts from its own origin, which scores 0).
 *
 * Several CSPs (a header and the page's <meta>, or a list in one header) are all enforced
 * by the browser, so a resource must pass each: a check counts as failed only when every
 * policy fails it. The Observatory's parser intersects the source lists instead, with the
 * same verdict for these checks, except that it reads a directive present only in a later
 * policy as 'none'; this implementation does not, so it never grades higher than it would.
 */

export interface ObservedAnswer {
  /** Response headers; a repeated header as several values. */
  headers: Record<string, string | readonly string[] | undefined>;
  /** `<meta http-equiv="content-security-policy">` contents of an HTML page. */
  metaCsp?: readonly string[];
  /** Served over https (with a valid certificate). */
  https: boolean;
  /** `http://host/` answers with a redirect to `https://host/`. */
  redirectsToHttps: boolean;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  tests: TestResult[];
}

type Policy = Map<string, string[]>;

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const isHashOrNonce = (s: string) => /^'(sha256|sha384|sha512|nonce)-/.test(s);

function valuesOf(headers: ObservedAnswer['headers'], name: string): string[] {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** One policy per comma-separated entry (RFC 9110 list syntax, CSP3 §2.2). */
function parsePolicies(values: readonly string[], meta = false): Policy[] {
  return values
    .flatMap((v) => v.split(','))
    .map((text) => {
      const policy: Policy = new Map();
      for (const part of text.split(';')) {
        const [name, ...sources] = part.trim().split(/\s+/);
        if (!name) continue;
        const directive = name.toLowerCase();
        if (policy.has(directive)) throw new Error(`duplicate directive ${directive}`);
        if (meta && ['frame-ancestors', 'report-uri', 'sandbox'].includes(directive)) continue;
        const list = sources.map((s) => s.toLowerCase());
        policy.set(directive, list.length === 0 && directive.endsWith('-src') ? ["'none'"] : list);
      }
      return policy;
    })
    .filter((p) => p.size > 0);
}

const fallback = (policy: Policy, directive: string) =>
  policy.get(directive) ?? policy.get('default-src') ?? ['*'];

/** The script sources a policy really allows: hashes or nonces switch 'unsafe-inline' off. */
function effectiveScripts(policy: Policy): string[] {
  let sources = fallback(policy, 'script-src');
  if (sources.some(isHashOrNonce)) {
    sources = sources.filter((s) => s !== "'unsafe-inline'");
    if (sources.includes("'strict-dynamic'")) {
      sources = sources.filter(
        (s) => s !== "'self'" && ![...BROAD].some((broad) => s.startsWith(broad)),
      );
    }
  }
  return sources;
}

function effectiveStyles(policy: Policy): string[] {
  const sources = fallback(policy, 'style-src');
  return sources.some(isHashOrNonce) ? sources.filter((s) => s !== "'unsafe-inline'") : sources;
}

function cspTest(answer: ObservedAnswer): { result: string; frameAncestors: boolean } {
  let header: Policy[];
  let policies: Policy[];
  try {
    header = parsePolicies(valuesOf(answer.headers, 'content-security-policy'));
    policies = [...header, ...parsePolicies(answer.metaCsp ?? [], true)];
  } catch {
    return { result: 'csp-header-invalid', frameAncestors: false };
  }
  const frameAncestors = header.some((p) => p.has('frame-ancestors'));
  if (policies.length === 0) return { result: 'csp-not-implemented', frameAncestors };
  // Each check fails only when every enforced policy fails it.
  const all = (check: (p: Policy) => boolean) => policies.every(check);
  const httpSource = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');
  const passive = ['img-src', 'media-src'];
  const unsafeInline = all(
    (p) =>
      effectiveScripts(p).some((s) => BROAD.has(s) || INLINE.has(s)) ||
      fallback(p, 'object-src').some((s) => BROAD.has(s)),
  );
  const insecureActive =
    answer.https &&
    all((p) =>
      [
        ...[...p.entries()]
          .filter(([d]) => !passive.includes(d) && d !== 'script-src')
          .flatMap(([, s]) => s),
        ...effectiveScripts(p),
      ].some(httpSource),
    );
  const unsafeEval = all((p) =>
    [...effectiveScripts(p), ...effectiveStyles(p)].includes("'unsafe-eval'"),
  );
  const insecurePassive =
    answer.https &&
    all((p) => passive.flatMap((d) => p.get(d) ?? p.get('default-src') ?? []).some(httpSource));
  const unsafeStyle = all((p) => effectiveStyles(p).some((s) => BROAD.has(s) || INLINE.has(s)));
  const defaultNone = policies.some((p) => {
    const d = p.get('default-src');
    return d?.length === 1 && d[0] === "'none'";
  });
  const result = unsafeInline
    ? 'csp-implemented-with-unsafe-inline'
    : insecureActive
      ? 'csp-implemented-with-insecure-scheme'
      : unsafeEval
        ? 'csp-implemented-with-unsafe-eval'
        : insecurePassive
          ? 'csp-implemented-with-insecure-scheme-in-passive-content-only'
          : unsafeStyle
            ? 'csp-implemented-with-unsafe-inline-in-style-src-only'
            : defaultNone
              ? 'csp-implemented-with-no-unsafe-default-src-none'
              : 'csp-implemented-with-no-unsafe';
  return { result, frameAncestors };
}

const CSP_MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
};

/** Session cookies, as the Observatory's cookies test names them. */
const isSessionCookie = (name: string) => /login|sess/i.test(name);

function cookiesTest(answer: ObservedAnswer, hsts: boolean): [string, number] {
  const cookies = valuesOf(answer.headers, 'set-cookie').map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const flags = new Map(
      attrs.map((a) => {
        const [k = '', v = ''] = a.split('=');
        return [k.toLowerCase(), v.toLowerCase()] as const;
      }),
    );
    return { name: pair.split('=')[0] ?? '', flags, session: isSessionCookie(pair) };
  });
  if (cookies.length === 0) return ['cookies-not-found', 0];
  const sameSite = cookies.map((c) => c.flags.get('samesite'));
  if (sameSite.some((s) => s !== undefined && !['lax', 'strict', 'none'].includes(s)))
    return ['cookies-samesite-flag-invalid', -20];
  if (cookies.some((c) => c.session && !c.flags.has('httponly')))
    return ['cookies-session-without-httponly-flag', -30];
  const insecure = cookies.filter((c) => !c.flags.has('secure') || !answer.https);
  if (insecure.length) {
    const session = insecure.some((c) => c.session);
    if (hsts && answer.https)
      return session
        ? ['cookies-session-without-secure-flag-but-protected-by-hsts', -10]
        : ['cookies-without-secure-flag-but-protected-by-hsts', -5];
    return session
      ? ['cookies-session-without-secure-flag', -40]
      : ['cookies-without-secure-flag', -20];
  }
  return sameSite.every((s) => s === 'lax' || s === 'strict')
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0];
}

function corsTest(answer: ObservedAnswer): [string, number] {
  const origin = valuesOf(answer.headers, 'access-control-allow-origin')[0]?.trim();
  if (!origin) return ['cross-origin-resource-sharing-not-implemented', 0];
  const credentials =
    valuesOf(answer.headers, 'access-control-allow-credentials')[0]?.trim().toLowerCase() ===
    'true';
  if (origin === '*') return ['cross-origin-resource-sharing-implemented-with-public-access', 0];
  return credentials
    ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

function referrerTest(answer: ObservedAnswer): [string, number] {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = valuesOf(answer.headers, 'referrer-policy');
  if (values.length === 0) return ['referrer-policy-not-implemented', 0];
  const policy = values
    .join(',')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (policy && good.includes(policy)) return ['referrer-policy-private', 5];
  return policy ? ['referrer-policy-unsafe', -5] : ['referrer-policy-header-invalid', -5];
}

const SIX_MONTHS = 15_552_000;

function hstsTest(answer: ObservedAnswer): [string, number] {
  if (!answer.https) return ['hsts-not-implemented-no-https', -20];
  const header = valuesOf(answer.headers, 'strict-transport-security')[0];
  if (header === undefined) return ['hsts-not-implemented', -20];
  const maxAge = header
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('max-age='));
  const seconds = maxAge ? Number.parseInt(maxAge.slice(8), 10) : NaN;
  if (header.includes(',') || Number.isNaN(seconds)) return ['hsts-header-invalid', -20];
  return seconds >= SIX_MONTHS
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function xctoTest(answer: ObservedAnswer): [string, number] {
  const value = valuesOf(answer.headers, 'x-content-type-options')[0];
  if (value === undefined) return ['x-content-type-options-not-implemented', -5];
  return value.trim().toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-header-invalid', -5];
}

function xfoTest(answer: ObservedAnswer, frameAncestors: boolean): [string, number] {
  if (frameAncestors) return ['x-frame-options-implemented-via-csp', 5];
  const value = valuesOf(answer.headers, 'x-frame-options')[0]?.trim().toLowerCase();
  if (value === undefined) return ['x-frame-options-not-implemented', -20];
  if (value === 'deny' || value === 'sameorigin') return ['x-frame-options-sameorigin-or-deny', 0];
  return value.startsWith('allow-from')
    ? ['x-frame-options-allow-from-origin', 0]
    : ['x-frame-options-header-invalid', -20];
}

function corpTest(answer: ObservedAnswer): [string, number] {
  const value = valuesOf(answer.headers, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  if (value === undefined) return ['cross-origin-resource-policy-not-implemented', 0];
  if (value === 'same-origin')
    return ['cross-origin-resource-policy-implemented-with-same-origin', 10];
  if (value === 'same-site') return ['cross-origin-resource-policy-implemented-with-same-site', 10];
  return value === 'cross-origin'
    ? ['cross-origin-resource-policy-implemented-with-cross-origin', 0]
    : ['cross-origin-resource-policy-header-invalid', -5];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function gradeFor(score: number): string {
  const floor = Math.max(score, 0);
  return GRADES.find(([min]) => floor >= min)?.[1] ?? 'F';
}

/** Scores one answer as the Observatory does (see the table above). */
export function observatoryGrade(answer: ObservedAnswer): Grade {
  const csp = cspTest(answer);
  const hsts = hstsTest(answer);
  const results: [string, [string, number]][] = [
    ['content-security-policy', [csp.result, CSP_MODIFIERS[csp.result] ?? -25]],
    ['cookies', cookiesTest(answer, hsts[1] === 0)],
    ['cross-origin-resource-sharing', corsTest(answer)],
    [
      'redirection',
      answer.redirectsToHttps ? ['redirection-to-https', 0] : ['redirection-missing', -20],
    ],
    ['referrer-policy', referrerTest(answer)],
    ['strict-transport-security', hsts],
    ['x-content-type-options', xctoTest(answer)],
    ['x-frame-options', xfoTest(answer, csp.frameAncestors)],
    ['cross-origin-resource-policy', corpTest(answer)],
  ];
  const tests = results.map(([test, [result, modifier]]) => ({ test, result, modifier }));
  const penalties = tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 100);
  const withBonus = tests.reduce((sum, t) => sum + t.modifier, 100);
  const score = Math.max(penalties >= 90 ? withBonus : penalties, 0);
  return { score, grade: gradeFor(score), tests };
}

import { randomBytes } from 'node:crypto';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML and SVG content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);

interface Page {
  title: string;
  /** Trusted markup built with `escapeHtml` around every value. */
  body: string;
  /** Origins the page's forms may send the browser to besides the sandbox itself. */
  formTargets?: readonly string[];
  status?: 200 | 400 | 403 | 404 | 409 | 429;
}

/**
 * A simulated provider page (brand login, payment): no script at all, styles only with
 * the page's nonce, forms only to the sandbox and the checked return origin, no framing.
 */
export function htmlPage({ title, body, formTargets = [], status = 200 }: Page): Response {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
.note { color: #555; font-size: 0.875rem; }
form { display: inline-block; margin: 0.5rem 0.5rem 0 0; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.4rem; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
button.primary { background: #1a1a1a; color: #fff; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  });
}

/** A message page for refused requests (bad return URL, unknown session). */
export const messagePage = (status: 400 | 403 | 404 | 409 | 429, title: string, text: string) =>
  htmlPage({
    status,
    title,
    body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`,
  });

/** A POST form with hidden fields and one button. */
export function buttonForm(
  action: string,
  fields: Record<string, string>,
  label: string,
  primary = false,
): string {
  const hidden = Object.entries(fields)
    .map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit"${
    primary ? ' class="primary"' : ''
  }>${escapeHtml(label)}</button></form>`;
}

/** The URL if it is absolute http(s) and its origin is on the allow-list, else undefined. */
export function allowedReturn(
  url: string | undefined,
  allowed: (origin: string) => boolean,
): URL | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && allowed(parsed.origin) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

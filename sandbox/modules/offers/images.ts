import type { Hono } from 'hono';
import { handsetById } from './catalog/handsets.ts';
import { escapeHtml } from './html.ts';

/** A drawn handset in its colour, so the offer pages show a picture without image files. */
export function handsetSvg(id: string): string | undefined {
  const h = handsetById(id);
  if (!h) return undefined;
  const label = `${h.manufacturer} ${h.name}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="400" viewBox="0 0 240 400" role="img" aria-label="${escapeHtml(label)}">
<rect x="40" y="20" width="160" height="320" rx="24" fill="${escapeHtml(h.colourHex)}" stroke="#888" stroke-width="3"/>
<rect x="52" y="44" width="136" height="272" rx="10" fill="#dfe6ee"/>
<circle cx="120" cy="32" r="4" fill="#555"/>
<text x="120" y="372" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#333">${escapeHtml(label)}</text>
</svg>`;
}

/** GET /api/offer/images/<article>.svg: the picture behind `hardware.images[].url`. */
export function imageRoutes(app: Hono) {
  app.get('/api/offer/images/:file{[A-Za-z0-9-]+\\.svg}', (c) => {
    const svg = handsetSvg(c.req.param('file').replace(/\.svg$/, ''));
    if (!svg) return c.json({ code: 'NotFound', message: 'No such image.' }, 404);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

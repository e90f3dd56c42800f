import type { Hono } from 'hono';
import { handsetById, type CameraLayout } from './catalog/handsets.ts';
import { escapeHtml } from './html.ts';

/** A lens at (x, y) of the picture. */
const lens = (x: number, y: number, r = 13) =>
  `<circle class="lens" cx="${x}" cy="${y}" r="${r}" fill="#111" stroke="#777" stroke-width="3"/>`;

/** The cameras of each layout, drawn on the phone's back (top left is 40,20). */
const cameraDrawings: Record<CameraLayout, string> = {
  pill: `<rect x="56" y="36" width="44" height="84" rx="22" fill="#0003"/>${lens(78, 58)}${lens(78, 98)}`,
  single: `<rect x="56" y="36" width="44" height="44" rx="12" fill="#0003"/>${lens(78, 58)}`,
  column: `${lens(72, 56)}${lens(72, 92)}${lens(72, 128)}`,
  pair: `<rect x="40" y="44" width="160" height="40" fill="#0003"/>${lens(76, 64, 12)}${lens(112, 64, 12)}`,
  square: `<rect x="54" y="34" width="72" height="72" rx="16" fill="#0003"/>${lens(76, 56, 11)}${lens(106, 56, 11)}${lens(76, 86, 11)}`,
};

/**
 * The back of a handset in its colour with its model's cameras, so the offer pages show each
 * handset's own picture without image files.
 */
export function handsetSvg(id: string): string | undefined {
  const h = handsetById(id);
  if (!h) return undefined;
  const label = `${h.manufacturer} ${h.name}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="400" viewBox="0 0 240 400" role="img" aria-label="${escapeHtml(label)}">
<rect x="40" y="20" width="160" height="320" rx="24" fill="${escapeHtml(h.colourHex)}" stroke="#888" stroke-width="3"/>
${cameraDrawings[h.cameras]}
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

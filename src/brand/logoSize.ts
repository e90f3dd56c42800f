/** The intrinsic size of an SVG logo from its `viewBox`, so the page reserves its box before it loads. */
export function svgSize(svg: string): { width: number; height: number } {
  const box = /<svg\b[^>]*\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const [, , width = NaN, height = NaN] = (box ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!(width > 0 && height > 0))
    throw new Error('The logo needs a viewBox with its width and height');
  return { width, height };
}

/**
 * Reads the colour tokens of a stylesheet (`--brand-x: value;`) and works out the colour
 * each one ends up as: hex values, `var()` of another token and `color-mix(in srgb, …)`,
 * the forms tokens.css and the brands' theme.css use. For the contrast test of the brands.
 */
export type Rgb = readonly [number, number, number];
export type Tokens = ReadonlyMap<string, string>;

/** `--name: value;` declarations of a stylesheet, later ones overriding earlier ones. */
export function readTokens(...stylesheets: string[]): Tokens {
  const tokens = new Map<string, string>();
  for (const css of stylesheets) {
    const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name = '', value = ''] of code.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
      tokens.set(name, value.trim());
  }
  return tokens;
}

function hex(value: string): Rgb | undefined {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** The colour a token's value stands for; throws on a form it does not know. */
export function resolveColour(tokens: Tokens, value: string, seen: string[] = []): Rgb {
  const plain = hex(value) ?? (value === 'white' ? hex('#ffffff') : undefined);
  if (plain) return plain;
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (reference) {
    const next = tokens.get(reference);
    if (next === undefined || seen.includes(reference))
      throw new Error(`${reference} is not a colour token (${[...seen, reference].join(' → ')})`);
    return resolveColour(tokens, next, [...seen, reference]);
  }
  const mix = /^color-mix\(in srgb,\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*(.+)\)$/.exec(value);
  if (mix) {
    const [, first = '', percent = '', second = ''] = mix;
    const a = resolveColour(tokens, first, seen);
    const b = resolveColour(tokens, second, seen);
    const p = Number(percent) / 100;
    return a.map((channel, i) => channel * p + (b[i] ?? 0) * (1 - p)) as unknown as Rgb;
  }
  throw new Error(`Cannot read the colour ${value}`);
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

import type { Locale } from '../routes.ts';

/**
 * How long to wait, in the page's words: seconds up to a minute and a half, then whole
 * minutes rounded up ("30 Sekunden", "15 dakika", "2 minutes").
 */
export function waitText(seconds: number, locale: Locale): string {
  const [value, unit] =
    seconds <= 90 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

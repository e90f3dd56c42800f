import { localeIso, type Locale } from '../routes.ts';

/** A calendar date (`1990-05-17`) as written in the page language; no time zone shifts it. */
export function formatIsoDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** A point in time as the customer in Germany saw it: date and time of day. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

/** A country's name in the page language (`DE` → Deutschland), else its code. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([localeIso[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

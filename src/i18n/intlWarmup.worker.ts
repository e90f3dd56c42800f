// Formats a date in German time and a price once in each locale it is sent, which makes ICU
// load their data for the whole page (warmIntl.ts), then ends.
self.addEventListener('message', ({ data: locales }: MessageEvent<readonly string[]>) => {
  const day = new Date(0);
  for (const locale of locales) {
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(day);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
  }
  self.close();
});

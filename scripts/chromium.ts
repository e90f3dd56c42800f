/**
 * The system Chromium the tools drive (Playwright's own download is not available
 * everywhere): `CHROMIUM_PATH`, else Debian's. As root it needs --no-sandbox; the rest keep
 * it from calling home, which would fail offline and cost time.
 */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

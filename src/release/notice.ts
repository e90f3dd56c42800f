import { isLocale } from '../i18n/isLocale.ts';
import type { TextKey } from '../i18n/keys.ts';
import { createTranslate, type PageTexts } from '../i18n/translate.ts';
import { revealAnnounced } from '../layouts/announce.ts';
import { mayLeave } from '../layouts/leaving.ts';
import { defaultLocale, localeIso, type Locale } from '../routes.ts';
import type { Timers } from './timers.ts';

export interface UpdateNoticeOptions {
  document: Document;
  reload: () => void;
  timers?: Pick<Timers, 'setTimeout'>;
  /** When the new release was built (its manifest's `builtAt`), if known. */
  releasedAt?: string | undefined;
}

/**
 * What the notice says of the new release, filled in the browser: the layout hands its
 * template among the page's texts (`data-texts`, as an island gets its own).
 */
export const RELEASE_WHEN: TextKey = 'release.when';

/** The release's date and time as the page's language writes them, in German time. */
const releaseDateText = (releasedAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(releasedAt));

/**
 * Shows the layout's "new version available" notice (`#release-notice`) and wires its
 * button; with the release's date, the notice says what the new version is.
 */
export function revealUpdateNotice({
  document,
  reload,
  timers = globalThis,
  releasedAt,
}: UpdateNoticeOptions): void {
  const notice = document.getElementById('release-notice');
  if (!notice || !notice.hidden) return;
  // A screen holding answers the reload loses asks first (the summary: ID number, IBAN).
  notice.querySelector('.release-reload')?.addEventListener('click', () => {
    if (mayLeave({ reason: 'reload', proceed: reload }, document.defaultView ?? window)) reload();
  });
  const message = notice.querySelector('span');
  const texts = notice.dataset['texts'];
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const dated =
    releasedAt && texts
      ? ` ${createTranslate(JSON.parse(texts) as PageTexts, locale)(RELEASE_WHEN, {
          date: releaseDateText(releasedAt, locale),
        })}`
      : '';
  revealAnnounced(notice, timers, message, `${message?.textContent ?? ''}${dated}`);
  // Read by the layout's scroll padding. An attribute, not `html:has(.release-notice…)`: with
  // that selector every node added to the page had the browser restyle the whole document.
  document.documentElement.dataset['releaseNotice'] = 'shown';
}

import { brandUrl } from '../e2e/fixtures.ts';
import { localePath, named, scenario, t as text, type Locale } from '../e2e/terminationFlow.ts';
import type { EnginePage, Locator } from './driver/page.ts';
import { test } from './fixtures.ts';

/**
 * One page of each area the other specs do not walk, in German (ALDI TALK) and Turkish
 * (AY YILDIZ): each shows what only its data or its island puts there, so a page that
 * stays on its placeholders (a script the engine refuses) fails.
 */

interface Area {
  name: string;
  /** The address, without the language prefix. */
  path: () => Promise<string>;
  /** What the page shows once it works. */
  shows: (tab: EnginePage, t: (key: string) => string) => Locator;
}

const common: Area[] = [
  {
    name: 'home',
    path: async () => '/',
    shows: (tab, t) => tab.getByRole('heading', { name: t('home:screens.home.heading') }),
  },
  {
    name: 'offer landing',
    path: async () => '/angebot',
    shows: (tab, t) => tab.getByRole('textbox', { name: named(t('offer:landing.codeLabel')) }),
  },
  {
    name: 'accessibility statement',
    path: async () => '/barrierefreiheit',
    shows: (tab, t) =>
      tab.getByRole('heading', { name: t('accessibility:screens.accessibility.heading') }),
  },
  {
    name: 'cookies',
    path: async () => '/cookies',
    shows: (tab) => tab.getByRole('rowheader', { name: 'i18n_redirected' }),
  },
  {
    name: 'page not found',
    path: async () => '/gibt-es-nicht',
    shows: (tab, t) => tab.getByRole('heading', { name: t('common:notFound.heading') }),
  },
];

const byBrand: Record<'aldi' | 'ayyildiz', { locale: Locale; areas: Area[] }> = {
  aldi: {
    locale: 'de',
    areas: [
      {
        name: 'Novum entry',
        path: async () => '/entry/novum?id=aldi-novum-entry-0001',
        shows: (tab, t) => tab.getByText(t('offer:offer.intro__Novum')),
      },
      {
        name: 'e-mail decline',
        path: async () => (await scenario('declinemail-aldi')).path ?? '',
        shows: (tab, t) => tab.getByRole('button', { name: t('emailDecline:question.decline') }),
      },
    ],
  },
  ayyildiz: {
    locale: 'tr',
    areas: [
      {
        name: 'offer preview',
        path: async () => '/angebot/preview/ayyildiz-offer-preview-0001',
        shows: (tab, t) => tab.getByRole('heading', { name: t('offerPreview:banner.headline') }),
      },
      {
        name: 'self-care termination',
        path: async () => (await scenario('termination-prefilled-ayyildiz')).path ?? '',
        shows: (tab, t) =>
          tab
            .getByRole('region', { name: t('termination:sections.prefilled') })
            .getByRole('definition')
            .nth(0),
      },
    ],
  },
};

for (const [slug, { locale, areas }] of Object.entries(byBrand)) {
  test(`${slug} in ${locale}: a page of every other area works`, async ({ tab }) => {
    const t = (key: string) => text(locale, key, {}, slug);
    for (const area of [...common, ...areas]) {
      await tab.goto(brandUrl(slug, localePath(locale, await area.path())));
      await area.shows(tab, t).waitFor();
    }
  });
}

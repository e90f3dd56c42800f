import type { Locator, Page } from '@playwright/test';
import { localizePath, routes, type Locale } from '../src/routes.ts';
import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';
import { freshOffer } from './offerFlow.ts';
import { PAGE_STATES, walkOfferScreens } from './offerScreens.ts';
import { settle } from './settle.ts';

/**
 * The look on a phone: at 320 CSS px (WCAG 1.4.10 reflow) no page of any brand scrolls
 * sideways and no button clips its label; on every screen of the offer flow the main
 * button is a filled shape, not text on the page. The flow is walked at the browser
 * tests' size and each screen looked at after narrowing the window.
 */
const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 720 };

/** What is wider than the window, or cut off inside a button, on the page as it is now. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      problems.push(`page ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const button of document.querySelectorAll<HTMLElement>('button, a.ui-button')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0) continue;
      if (
        button.scrollWidth > button.clientWidth + 1 ||
        button.scrollHeight > button.clientHeight + 1
      )
        problems.push(`"${button.textContent?.trim()}" clips its label`);
    }
    return problems;
  });
}

/** The colour behind an element: the first ancestor that paints a background. */
async function backgrounds(button: Locator) {
  return button.evaluate((el) => {
    const paint = (e: Element) => getComputedStyle(e).backgroundColor;
    const transparent = (colour: string) =>
      colour === 'rgba(0, 0, 0, 0)' || colour === 'transparent';
    let behind = el.parentElement;
    while (behind && behind !== document.documentElement && transparent(paint(behind)))
      behind = behind.parentElement;
    return { own: paint(el), behind: paint(behind ?? document.documentElement) };
  });
}

/** Looks at the page narrowed to a phone and records what is wrong, then widens it again. */
async function lookAtPhoneWidth(page: Page, where: string, problems: string[]) {
  await page.setViewportSize(PHONE);
  await settle(page, where);
  problems.push(...(await overflowing(page)).map((p) => `${where}: ${p}`));
  await page.setViewportSize(DESKTOP);
}

const languagesOf = (brand: (typeof brands)[number]): Locale[] => [
  'de',
  ...brand.availableLanguages.filter((l): l is Locale => l !== 'de'),
];

for (const brand of brands) {
  test(`${brand.slug}: at 320 px no page scrolls sideways and the flow's main buttons are filled`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];

    // Every shell in each of the brand's languages as the HTML comes (no script, so no
    // island moves on): header, heading, footer and whatever the build rendered.
    const shells = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const shell = await shells.newPage();
    for (const locale of languagesOf(brand)) {
      for (const route of [...routes.map((r) => r.path), '/gibt-es-nicht']) {
        const path = localizePath(route.replace(':token', sampleToken), locale);
        await shell.goto(brandUrl(brand.slug, path));
        problems.push(...(await overflowing(shell)).map((p) => `${path} (HTML): ${p}`));
      }
    }
    await shells.close();

    // The error pages as the islands show them: a link without an offer, the generic one.
    await page.setViewportSize(DESKTOP);
    for (const path of [`/angebot/${sampleToken}`, '/angebot/fehler']) {
      await page.goto(brandUrl(brand.slug, path));
      await lookAtPhoneWidth(page, path, problems);
    }

    // A whole offer flow, each screen in each of the brand's languages.
    const seed = `${brand.slug}-offer-happy-0001`;
    const visit = { slug: brand.slug, token: await freshOffer(seed), seed };
    await walkOfferScreens(page, visit, async (screen, mainAction) => {
      const path = new URL(page.url()).pathname;
      await lookAtPhoneWidth(page, `${screen} (${path})`, problems);
      if (mainAction) {
        const { own, behind } = await backgrounds(mainAction);
        if (own === behind || own === 'rgba(0, 0, 0, 0)')
          problems.push(`${screen}: the main button's background ${own} is that of the page`);
      }
      const others = PAGE_STATES.has(screen) ? [] : languagesOf(brand).filter((l) => l !== 'de');
      for (const locale of others) {
        const localized = localizePath(path, locale);
        await page.goto(brandUrl(brand.slug, localized));
        await lookAtPhoneWidth(page, `${screen} (${localized})`, problems);
        await page.goto(brandUrl(brand.slug, path));
      }
    });
    expect(problems).toEqual([]);
  });
}

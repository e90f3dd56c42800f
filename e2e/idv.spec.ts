import type { Page } from '@playwright/test';
import type { IdvMethod } from '../src/api/contract/idv.ts';
import type { IdvBodyCode } from '../src/api/errors/codes.ts';
import { methodsOfBrand } from '../sandbox/modules/idv/methods.ts';
import {
  outcomeNames,
  outcomesOfMethod,
  type OutcomeName,
} from '../sandbox/modules/idv/outcomes.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { dataLayerOfRun, mirrorDataLayer } from './dataLayer.ts';
import { allowPages, brands, brandUrl, expect, test } from './fixtures.ts';
import {
  atIdvPage,
  expectWaysOn,
  freshIdv,
  idvUrl,
  landingOf,
  methodRadio,
  PAGE_READY,
  outcomeButton,
  scenarios,
  startAtProvider,
  text,
  type IdvVisit,
} from './idvFlow.ts';

/** The identity verification (/idv/{token} and its result pages) against the sandbox. */

/**
 * Each way the provider can end a verification, tried once, and each method of ALDI (which
 * offers them all) started once: the site reads the outcome from the verification, not
 * from the method, and what each result page says per method and code is unit-tested
 * (`src/flows/idv/IdvScreens.test.tsx`).
 */
const outcomesTried: Record<IdvMethod, OutcomeName[]> = {
  eid: ['success', 'completed', 'noMethodsAvailable'],
  videoIdent: ['pending', 'failed', 'cancelled'],
  postIdent: ['postIdent', 'consumed'],
  photoIdent: ['noMoreIdvPossible', 'expired'],
};

const startButton = (page: Page) =>
  page.getByRole('button', { name: text('de', 'idv:methods.start') });

/** sessionStorage key of the data layer's copy: the array itself is gone with each page load. */
const MIRROR_KEY = 'e2e:idvDataLayer';

const idvEventsOfRun = async (page: Page) =>
  (await dataLayerOfRun(page, MIRROR_KEY))
    .filter((e) => String(e['event']).startsWith('idv_'))
    .map(({ event, pageName, label, errorCode, useCase }) => ({
      event,
      pageName,
      label,
      errorCode,
      useCase,
    }));

/** Presses Tab until `name`d control has the focus; fails when Tab never gets there. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>) {
  for (let presses = 0; presses < 60; presses++) {
    if (await isTarget()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

test.describe('identity verification', () => {
  test('the outcomes tried below are every outcome, each once, each at a method that can end so', () => {
    expect(Object.keys(outcomesTried).sort()).toEqual([...methodsOfBrand('aldi')].sort());
    expect(Object.values(outcomesTried).flat().sort()).toEqual([...outcomeNames].sort());
    for (const [method, outcomes] of Object.entries(outcomesTried) as [IdvMethod, OutcomeName[]][])
      expect(outcomesOfMethod(method)).toEqual(expect.arrayContaining(outcomes));
  });

  test('keyboard only: check the details, choose a method, finish at the provider; the data layer tells it', async ({
    page,
  }) => {
    const visit: IdvVisit = { slug: 'aldi', token: await freshIdv('aldi-idv-main-0001') };
    await page.addInitScript(mirrorDataLayer, MIRROR_KEY);
    await page.goto(idvUrl(visit));
    const details = page.getByRole('region', { name: text('de', 'customerDetails:heading') });
    await expect(details).toContainText('Sabine Krüger');
    await expect(details).toContainText(
      text('de', 'customerDetails:howToChange', { hotline: '0176 88880000' }),
    );
    await expect(details.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'method choice');

    const eid = methodRadio(page, 'eid');
    await tabTo(page, () => eid.evaluate((e) => e === document.activeElement));
    await page.keyboard.press('Space');
    await expect(eid).toBeChecked();
    await tabTo(page, () => startButton(page).evaluate((e) => e === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/__sandbox\/idv\//);

    const success = outcomeButton(page, 'success');
    await tabTo(page, () => success.evaluate((e) => e === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atIdvPage(visit, 'idvSuccess'));
    await expect(
      page.getByRole('heading', { name: text('de', 'errors:idv.IDV_SUCCESS.title'), level: 2 }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'success page');

    expect(await page.evaluate(() => localStorage.getItem('idvMethod'))).toBe('"eid"');
    expect(await idvEventsOfRun(page)).toEqual([
      {
        event: 'idv_selection_page_loaded',
        pageName: 'idv',
        label: 'eid,videoIdent,postIdent,photoIdent',
        errorCode: null,
        useCase: 'Standard',
      },
      {
        event: 'idv_submitted',
        pageName: 'idv',
        label: 'eid',
        errorCode: null,
        useCase: 'Standard',
      },
      {
        event: 'idv_success',
        pageName: 'idv/erfolgreich',
        label: 'eid',
        errorCode: null,
        useCase: 'Standard',
      },
    ]);
  });

  for (const [method, outcomes] of Object.entries(outcomesTried) as [IdvMethod, OutcomeName[]][]) {
    test(`${method} ending ${outcomes.join(', ')}: each lands on its page, with what happened and a way on`, async ({
      page,
    }) => {
      for (const outcome of outcomes) {
        const visit: IdvVisit = {
          slug: 'aldi',
          token: await freshIdv(`idv-method-${method}-0001`),
        };
        await page.goto(await startAtProvider(visit, method));
        await outcomeButton(page, outcome).click();
        const { route, headline } = landingOf(outcome);
        await expect(page, outcome).toHaveURL(atIdvPage(visit, route));
        await expect(page.getByRole('heading', { name: headline, level: 2 })).toBeVisible(
          PAGE_READY,
        );
        // Each result screen passes axe in a11y.spec.ts (e2e/states/idv.ts).
        await expectWaysOn(page);
      }
    });
  }

  test('a pending check and a PostIdent coupon survive a reload and a new tab, whatever the address says', async ({
    page,
    context,
  }) => {
    // Nine page loads in two tabs: the provider twice, four result pages, a reload, two more.
    allowPages(9);
    const visit: IdvVisit = { slug: 'aldi', token: await freshIdv('idv-method-videoIdent-0001') };
    await page.goto(await startAtProvider(visit, 'videoIdent'));
    await outcomeButton(page, 'pending').click();
    await expect(page).toHaveURL(atIdvPage(visit, 'idvPending'));
    const pending = page.getByRole('heading', { name: text('de', 'idv:result.pending.title') });
    await expect(pending).toBeVisible();
    await page.reload();
    await expect(pending).toBeVisible();
    await expect(page.getByText(text('de', 'idv:result.pending.close'))).toBeVisible();

    const other = await context.newPage();
    for (const route of ['idv', 'idvSuccess', 'idvPostIdent'] as const) {
      await other.goto(idvUrl(visit, route));
      await expect(other).toHaveURL(atIdvPage(visit, 'idvPending'));
    }
    await expect(
      other.getByRole('heading', { name: text('de', 'idv:result.pending.title') }),
    ).toBeVisible();

    // Choosing another method instead of waiting: PostIdent, whose coupon has a reference.
    await methodRadio(other, 'postIdent').check();
    await startButton(other).click();
    await outcomeButton(other, 'postIdent').click();
    await expect(other).toHaveURL(atIdvPage(visit, 'idvPostIdent'));
    const coupon = other.getByRole('region', { name: text('de', 'idv:result.postIdent.coupon') });
    await expect(coupon).toContainText(/\d{4} \d{4} \d{4} \d{4}/);
    await expect(
      other.getByRole('button', { name: text('de', 'idv:actions.print') }),
    ).toBeVisible();
    await expectNoSeriousViolations(other, 'PostIdent page');
    await page.goto(idvUrl(visit, 'idvFailed'));
    await expect(page).toHaveURL(atIdvPage(visit, 'idvPostIdent'));
  });

  test('a method outside its service hours or down is shown with when it can start, and cannot be chosen', async ({
    page,
  }) => {
    // The dates are formatted once a worker has loaded the locale data and ended (warmIntl).
    const warmed = new Promise<string>((resolve) =>
      page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))),
    );
    await page.goto(idvUrl({ slug: 'o2', token: 'idv-video-closed-0001' }));
    expect(await warmed).toMatch(/\/_astro\/intlWarmup\.worker-[\w-]+\.js$/);
    const video = methodRadio(page, 'videoIdent');
    await expect(video).toBeDisabled();
    const card = page.locator('.idv-method', { has: video });
    await expect(card).toContainText(text('de', 'idv:methods.closed'));
    await expect(card).toContainText(
      /Erreichbar Mo–Sa, 07:00 bis 22:00 Uhr \(deutsche Zeit\)\. Wieder möglich ab \w+, \d+\. \w+ um 07:00 Uhr\./,
    );
    await expect(methodRadio(page, 'eid')).toBeEnabled();

    await page.goto(idvUrl({ slug: 'aldi', token: 'idv-photo-down-0001' }));
    const photo = methodRadio(page, 'photoIdent');
    await expect(photo).toBeDisabled();
    await expect(page.locator('.idv-method', { has: photo })).toContainText(
      `${text('de', 'idv:methods.down')} ${text('de', 'idv:methods.tryLater')}`,
    );
    await photo.click({ force: true });
    await expect(photo).not.toBeChecked();
    await expectNoSeriousViolations(page, 'unavailable method');
  });

  test('recommends what works on a desktop with and without a camera', async ({ page }) => {
    const visit: IdvVisit = { slug: 'aldi', token: 'aldi-idv-main-0001' };
    const tag = text('de', 'idv:methods.recommended');
    await page.goto(idvUrl(visit));
    await expect(page.locator('[data-recommended]')).toHaveCount(1);
    await expect(methodRadio(page, 'postIdent')).toHaveAccessibleName(new RegExp(tag));

    await page.addInitScript(() => {
      navigator.mediaDevices.enumerateDevices = () =>
        Promise.resolve([{ kind: 'videoinput' } as MediaDeviceInfo]);
    });
    await page.reload();
    await expect(methodRadio(page, 'photoIdent')).toHaveAccessibleName(new RegExp(tag));
    await expect(methodRadio(page, 'eid')).not.toHaveAccessibleName(new RegExp(tag));
  });

  test('on a desktop offers the page on a phone: its QR code and the link to copy', async ({
    page,
  }) => {
    const visit: IdvVisit = { slug: 'aldi', token: 'aldi-idv-main-0001' };
    await page.goto(idvUrl(visit));
    const section = page.getByRole('region', { name: text('de', 'idv:phone.heading') });
    await expect(
      section.getByRole('textbox', { name: text('de', 'idv:phone.linkLabel') }),
    ).toHaveValue(page.url());
    await section.getByRole('button', { name: text('de', 'idv:phone.showCode') }).click();
    const code = section.getByRole('img', { name: text('de', 'idv:phone.codeAlt') });
    await expect(code).toBeVisible();
    expect(await code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'QR code shown');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('recommends the online ID card, the others still there', async ({ page }) => {
      await page.goto(idvUrl({ slug: 'aldi', token: 'aldi-idv-main-0001' }));
      const tag = new RegExp(text('de', 'idv:methods.recommended'));
      await expect(methodRadio(page, 'eid')).toHaveAccessibleName(tag);
      await expect(page.getByRole('radio')).toHaveCount(4);
      // Already on a phone: nothing to hand over to one.
      await expect(
        page.getByRole('heading', { name: text('de', 'idv:phone.heading') }),
      ).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  });
});

test.describe('identity verification problems', () => {
  test('opening a link whose verification ended shows its page; a problem is told on the choice, with its way on', async ({
    page,
  }) => {
    // Four verification pages, three of them checked by axe.
    allowPages(4);
    const seeded = await scenarios('idv-code-');
    const link = (code: IdvBodyCode) => {
      const found = seeded.find((s) => s.name === `idv-code-${code}`);
      if (!found) throw new Error(`The sandbox seeds no verification ending ${code}`);
      return { slug: found.brand, token: found.token };
    };
    const ended = link('OFFER_EXPIRED');
    await page.goto(idvUrl(ended));
    await expect(page).toHaveURL(atIdvPage(ended, 'idvExpired'));
    await expect(
      page.getByRole('heading', { name: text('de', 'errors:idv.OFFER_EXPIRED.title'), level: 2 }),
    ).toBeVisible(PAGE_READY);

    const wayOn = {
      DOWNTIME: () => expect(page.getByText(/^Voraussichtlich von /)).toBeVisible(),
      RESERVATION_CALL_HOTLINE: () =>
        expect(page.getByRole('link', { name: /^Hotline anrufen: / })).toHaveAttribute(
          'href',
          /^tel:/,
        ),
      TECHNICAL_PROBLEM: () =>
        expect(page.getByRole('button', { name: text('de', 'idv:problem.retry') })).toBeVisible(),
    };
    for (const [code, expectWayOn] of Object.entries(wayOn) as [
      IdvBodyCode,
      () => Promise<void>,
    ][]) {
      const visit = link(code);
      await page.goto(idvUrl(visit));
      await expect(
        page.getByRole('heading', { name: text('de', `errors:idv.${code}.title`), level: 2 }),
        code,
      ).toBeVisible(PAGE_READY);
      await expect(page).toHaveURL(atIdvPage(visit, 'idv'));
      await expectWayOn();
      await expectNoSeriousViolations(page, code);
    }
  });
});

test.describe('identity verification in every brand and language', () => {
  for (const brand of brands) {
    test(`${brand.slug}: the method choice with the brand's methods @smoke`, async ({ page }) => {
      await page.goto(brandUrl(brand.slug, `/idv/${brand.slug}-idv-main-0001`));
      await expect(page.getByRole('radio')).toHaveCount(brand.prepaid ? 4 : 3, PAGE_READY);
      await expect(
        page.getByRole('region', { name: text('de', 'customerDetails:heading') }),
      ).toBeVisible();
    });
  }

  const germanWords = /\b(und|Sie|Ihre?[nmr]?|der|die|das|nicht|mit|für|bitte|wir|zum)\b/;

  /** The page's interface text: without data (translate="no") and other languages' names. */
  const interfaceText = (page: Page) =>
    page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      const own = document.documentElement.lang;
      for (const element of copy.querySelectorAll('[translate="no"], [lang], script, style'))
        if (element.getAttribute('lang') !== own) element.remove();
      return copy.textContent ?? '';
    });

  for (const { slug, locale, token } of [
    { slug: 'ayyildiz', locale: 'tr', token: 'idv-ayyildiz-tr-0001' },
    { slug: 'ortel', locale: 'en', token: 'ortel-idv-main-0001' },
  ] as const) {
    test(`${slug} in ${locale}: the choice, the provider and a result page speak ${locale} only`, async ({
      page,
    }) => {
      const visit: IdvVisit = { slug, locale, token: await freshIdv(token) };
      await page.goto(idvUrl(visit));
      await expect(
        page.getByRole('heading', { name: text(locale, 'idv:methods.heading') }),
      ).toBeVisible();
      await expect(methodRadio(page, 'eid', locale)).toBeVisible();
      expect(await interfaceText(page)).not.toMatch(germanWords);
      await expectNoSeriousViolations(page, `${locale} choice`);

      await methodRadio(page, 'postIdent', locale).check();
      await page.getByRole('button', { name: text(locale, 'idv:methods.start') }).click();
      await outcomeButton(page, 'postIdent', locale).click();
      await expect(page).toHaveURL(atIdvPage(visit, 'idvPostIdent'));
      await expect(
        page.getByRole('heading', { name: text(locale, 'idv:result.postIdent.title') }),
      ).toBeVisible();
      expect(await interfaceText(page)).not.toMatch(germanWords);
      await expectNoSeriousViolations(page, `${locale} PostIdent`);
    });
  }
});

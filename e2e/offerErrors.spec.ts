import type { Page } from '@playwright/test';
import type { OfferCode } from '../src/api/errors/codes.ts';
import { allowPages, brands, brandUrl, expect, test } from './fixtures.ts';
import {
  atStep,
  freshOffer,
  goToStep,
  orderWithExampleAnswers,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The ways into the offer error page, each once: from the offer link (an end state of the
 * offer, a maintenance with its window, no offer at all), from the order (an error code
 * of the accept call, an order the backend cannot place), and from the confirmation of an
 * offer never ordered. From the payment provider's return and paying again:
 * `paymentProvider.spec.ts`; from a login as someone else: `offerLogin.spec.ts`; from an
 * unknown preview: `preview.spec.ts`. What the page says and offers for each code is
 * unit-tested against a table (`src/flows/offer/error/OfferErrorView.codes.test.tsx`).
 */

// The codes of the order are reached through the summary, two pages after the offer.
test.describe.configure({ timeout: 60_000 });

const hotlineOf = (slug: string) => {
  const brand = brands.find((b) => b.slug === slug);
  if (!brand) throw new Error(`No brand ${slug}`);
  return brand.hotline;
};

const kebab = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
const errorVisit = (slug: string, code: OfferCode): OfferVisit => ({
  slug,
  token: `${slug}-error-${kebab(code)}`,
});

/** The error page of the visit for `code`: its address, its headline. */
async function expectErrorHeadline(page: Page, visit: OfferVisit, code: OfferCode) {
  await expect(page).toHaveURL(atStep(visit, 'fehler'));
  await expect(page).toHaveURL(new RegExp(`code=${code}$`));
  await expect(
    page.getByRole('heading', { name: text('de', `errors:offer.${code}.title`), exact: true }),
  ).toBeVisible();
}

/** Opens the visit's offer link, which leads to the error page for `code`. */
async function openLinkToError(page: Page, visit: OfferVisit, code: OfferCode) {
  await goToStep(page, visit, '');
  await expectErrorHeadline(page, visit, code);
}

const nextSteps = (page: Page) =>
  page.getByRole('region', { name: text('de', 'offerError:nextSteps.heading') });

test.describe('ways into the offer error page', () => {
  test('opening the link of an expired offer: its page, the hotline, and the event for it', async ({
    page,
  }) => {
    const visit = errorVisit('ortel', 'OfferExpired');
    await openLinkToError(page, visit, 'OfferExpired');
    await expect(nextSteps(page).getByRole('link')).toHaveText([
      `Hotline anrufen: ${hotlineOf('ortel')}`,
      'Zur Startseite',
    ]);
    await expect(nextSteps(page).getByRole('link', { name: /^Hotline anrufen/ })).toHaveAttribute(
      'href',
      `tel:${hotlineOf('ortel').replace(/ /g, '')}`,
    );
    const events = await page.evaluate(
      () => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(events.map((e) => e.event)).toContain('offer_error_page');
  });

  test('opening the link during a maintenance: the window the API sent is on the page', async ({
    page,
  }) => {
    const visit = errorVisit('aldi', 'Downtime');
    await openLinkToError(page, visit, 'Downtime');
    await expect(page.getByText(/^Voraussichtlich nicht verfügbar von .+ bis .+/)).toBeVisible();
    await expect(
      nextSteps(page).getByRole('link', { name: 'Angebot erneut öffnen' }),
    ).toHaveAttribute('href', `/angebot/${visit.token}`);
  });

  test("another brand's offer opened on O2: refused, its page names the brand and leads to its site", async ({
    page,
  }) => {
    await page.goto(brandUrl('o2', '/angebot/aetka-offer-happy-0002'));
    await expect(
      page.getByRole('heading', {
        name: text('de', 'offerError:otherBrand.title', { brand: 'AETKA' }),
      }),
    ).toBeVisible();
    const link = page.getByRole('link', { name: /AETKA/ }).first();
    await expect(link).toHaveAttribute(
      'href',
      /^http:\/\/aetka\.localhost(:\d+)?\/angebot\/aetka-offer-happy-0002$/,
    );
  });

  test("another brand's offer leads to that brand's site in a language it offers", async ({
    page,
  }) => {
    const cases = [
      // AY YILDIZ in Turkish → O2 has German only.
      ['ayyildiz', '/tr/angebot/o2-offer-happy-0002', 'Teklifi O2 sitesinde aç', 'o2', ''],
      // Ortel in English → NOVA has German only.
      ['ortel', '/en/angebot/nova-offer-happy-0002', 'Open the offer at NOVA', 'nova', ''],
      // Blau in English → Ortel has English too.
      ['spice', '/en/angebot/ortel-offer-happy-0002', 'Open the offer at Ortel', 'ortel', '/en'],
    ] as const;
    allowPages(cases.length);
    for (const [slug, path, name, owner, prefix] of cases) {
      await page.goto(brandUrl(slug, path));
      const token = path.split('/').at(-1)!;
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        new RegExp(`^http://${owner}\\.localhost(:\\d+)?${prefix}/angebot/${token}$`),
      );
    }
  });

  test('a link to no offer: not found, with the way to the offer code', async ({ page }) => {
    const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-gibt-es-nicht-0001' };
    await openLinkToError(page, visit, 'NotFound');
    await expect(
      nextSteps(page).getByRole('link', { name: 'Angebotscode eingeben' }),
    ).toHaveAttribute('href', '/angebot');
  });

  test('ordering, and the API misses the ID data: its page leads back to that step', async ({
    page,
  }) => {
    const code = 'IdentificationDataMissing';
    const visit = { slug: 'o2', token: await freshOffer(errorVisit('o2', code).token) };
    await orderWithExampleAnswers(page, visit);
    await expectErrorHeadline(page, visit, code);
    await nextSteps(page).getByRole('link', { name: 'Ausweisdaten ergänzen' }).click();
    await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));
    await expect(
      page.getByRole('button', { name: text('de', 'idData:submit'), exact: true }),
    ).toBeVisible();
  });

  test('ordering, and the backend cannot place the order: payment failed, paying again offered', async ({
    page,
  }) => {
    const visit: OfferVisit = { slug: 'o2', token: await freshOffer('o2-offer-accept-error-0001') };
    await orderWithExampleAnswers(page, visit);
    await expectErrorHeadline(page, visit, 'PaymentFailed');
    await expect(
      nextSteps(page).getByRole('button', { name: 'Zahlung erneut starten' }),
    ).toBeVisible();
  });

  test('the confirmation of an offer never ordered: its page, with the way back to the offer', async ({
    page,
  }) => {
    const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };
    await goToStep(page, visit, 'danke');
    await expectErrorHeadline(page, visit, 'OfferSummaryNotLoaded');
    await expect(
      nextSteps(page).getByRole('link', { name: 'Angebot erneut öffnen' }),
    ).toHaveAttribute('href', `/angebot/${visit.token}`);
  });
});

import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { brandUrl, expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { dataLayerOfRun, mirrorDataLayer } from './dataLayer.ts';
import { freshOffer, sandboxOrderReference } from './offerFlow.ts';

/**
 * The whole offer flow by keyboard alone, from the offer page to the confirmation: focus
 * moves by Tab only (no click, no focus set by the test), fields are typed into, choices
 * are made with Space, arrows and Enter. On the way, every filled step passes axe, and the data layer of the run is
 * compared with the events a tag manager should see.
 *
 * A fresh copy of the seeded dealer lead of O2 (`/__sandbox/scenarios`): a handset with a
 * tariff, no login, with ID data and payment; ordering it uses up no offer another test needs.
 */
const slug = 'o2';
let token = '';
const stepUrl = (step: string) => new RegExp(`/angebot/${token}${step}$`);

/** sessionStorage key of the data layer's copy: the array itself is gone with each page load. */
const MIRROR_KEY = 'e2e:dataLayer';

/** Moves the focus on with Tab until `target` has it; fails when Tab never gets there. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable by Tab: ${String(target)}`);
}

/** Types into the focused field, then moves on with Tab and checks where the focus went. */
async function typeThenTab(page: Page, text: string, next: Locator) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
}

/** The focus ring the keyboard user relies on: a visible outline around the element. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

const expiryYear = new Date().getFullYear() + 5;

interface Product {
  name: string;
  id: string;
  category: string;
  position: number;
  price: number;
}
interface TrackedEntry {
  event: string;
  pageName: string;
  offerKind?: string | null;
  products?: Product[];
}

/**
 * What the comparison looks at: the event, its page, and for offer events kind and products.
 * Web vitals come when the browser has them (LCP at the first input): checked on their own.
 * The tag manager's own start (`gtm.js`, on consent) is no event of the site's.
 */
function tracked(entry: Record<string, unknown>): TrackedEntry[] {
  const event = entry['event'];
  if (typeof event !== 'string' || event === 'webVital' || event === 'gtm.js') return [];
  const summary: TrackedEntry = { event, pageName: String(entry['pageName']) };
  if ('offerKind' in entry) summary.offerKind = entry['offerKind'] as string | null;
  const ecommerce = entry['ecommerce'] as
    { products?: Product[]; purchase?: { products: Product[] } } | null | undefined;
  const products = ecommerce?.products ?? ecommerce?.purchase?.products;
  if (products) {
    summary.products = products.map(({ name, id, category, position, price }) => ({
      name,
      id,
      category,
      position,
      price,
    }));
  }
  return [summary];
}

const kind = 'lead_offer_dealer_pencil_selling';
const products: Product[] = [
  // A handset counts with its one-time price, a tariff with its monthly price (SPEC §3).
  { name: 'Galaxy A56 5G', id: 'SAM-A56-128-GRA', category: 'Handy', position: 1, price: 1 },
  { name: 'O2 Mobile S', id: 'O2-MOB-S-2025', category: 'Tarif', position: 1, price: 19.99 },
];
const offerEvent = (event: string, pageName: string): TrackedEntry => ({
  event,
  pageName,
  offerKind: kind,
  products,
});

/** Every event of the run in order; the first page of the tab and the reload are inits. */
const expectedEvents: TrackedEntry[] = [
  offerEvent('offer_loaded', 'angebot'),
  { event: 'init', pageName: 'angebot' },
  { event: 'virtualPageView', pageName: 'angebot/meine-daten' },
  offerEvent('offer_personal_data_saved', 'angebot/meine-daten'),
  { event: 'virtualPageView', pageName: 'angebot/ausweisdaten' },
  { event: 'virtualPageView', pageName: 'angebot/zahlung' },
  offerEvent('offer_payment_data_saved', 'angebot/zahlung'),
  { event: 'virtualPageView', pageName: 'angebot/zusammenfassung' },
  offerEvent('offer_submitted', 'angebot/zusammenfassung'),
  { event: 'virtualPageView', pageName: 'angebot/danke' },
  offerEvent('offer_confirmation', 'angebot/danke'),
  offerEvent('purchase', 'angebot/danke'),
  { event: 'init', pageName: 'angebot/danke' },
];

test('the offer flow by keyboard alone, each filled step accessible, the data layer complete', async ({
  page,
}) => {
  // Seven pages, each typed through and checked by axe.
  test.setTimeout(180_000);
  await page.addInitScript(mirrorDataLayer, MIRROR_KEY);
  token = await freshOffer('o2-offer-dps-0001');
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const textbox = (name: string | RegExp) => page.getByRole('textbox', { name });

  // Offer page.
  await page.goto(brandUrl(slug, `/angebot/${token}`));
  await expect(page.getByRole('heading', { name: /Galaxy A56/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'offer');
  await tabTo(page, button('Weiter'));
  await expectFocusRing(button('Weiter'));
  await page.keyboard.press('Enter');

  // Personal data: salutation, names and e-mail are known; birth date and address are typed.
  await expect(page).toHaveURL(stepUrl('/meine-daten'));
  await expect(textbox(/Vornamen/)).not.toHaveValue('');
  await tabTo(page, textbox('Tag'));
  await typeThenTab(page, '17', textbox('Monat'));
  await typeThenTab(page, '5', textbox('Jahr'));
  await typeThenTab(page, '1990', textbox(/E-Mail-Adresse/));
  await tabTo(page, textbox(/Straße/));
  await typeThenTab(page, 'Hauptstrase', textbox(/Hausnummer/));
  await typeThenTab(page, '5', textbox(/Postleitzahl/));
  await typeThenTab(page, '10827', textbox(/Ort/));
  await page.keyboard.type('Berlin');
  await expectNoSeriousViolations(page, 'personal data, filled');
  await tabTo(page, button('Weiter'));
  await expectFocusRing(button('Weiter'));
  await page.keyboard.press('Enter');

  // The address check corrects the street: the suggestion is chosen.
  await expect(page.getByRole('heading', { name: 'Meinten Sie diese Adresse?' })).toBeFocused();
  const suggestion = page.getByRole('radio', { name: /Vorschlag verwenden: Hauptstraße 5/ });
  await tabTo(page, suggestion);
  await page.keyboard.press('Space');
  await expect(suggestion).toBeChecked();
  await expectNoSeriousViolations(page, 'address check, chosen');
  await tabTo(page, button('Weiter'));
  await page.keyboard.press('Enter');

  // ID data: nationality from the list, passport, number, authority, expiry typed.
  await expect(page).toHaveURL(stepUrl('/ausweisdaten'));
  const nationality = page.getByRole('combobox', { name: /Staatsangehörigkeit/ });
  await expect(nationality).toBeEnabled();
  await tabTo(page, nationality);
  await page.keyboard.type('Deutsch');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(nationality).toHaveValue('Deutschland');
  await page.keyboard.press('Tab');
  const idCard = page.getByRole('radio', { name: /Personalausweis/ });
  await expect(idCard).toBeFocused();
  await expectFocusRing(idCard);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Reisepass/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(textbox(/Dokumentennummer/)).toBeFocused();
  await typeThenTab(page, 'C01X00T47', textbox(/Ausstellende Behörde/));
  const expiry = page.getByRole('group', { name: 'Gültig bis' });
  await typeThenTab(page, 'Stadt Köln', expiry.getByRole('textbox', { name: 'Tag' }));
  await typeThenTab(page, '31', expiry.getByRole('textbox', { name: 'Monat' }));
  await typeThenTab(page, '8', expiry.getByRole('textbox', { name: 'Jahr' }));
  await page.keyboard.type(String(expiryYear));
  await tabTo(page, button('Weiter'));
  await expectNoSeriousViolations(page, 'ID data, filled');
  await expectFocusRing(button('Weiter'));
  await page.keyboard.press('Enter');

  // Payment: IBAN, the holder as known, the mandate.
  await expect(page).toHaveURL(stepUrl('/zahlung'));
  await tabTo(page, textbox(/IBAN/));
  await typeThenTab(page, 'DE89 3704 0044 0532 0130 00', textbox(/Kontoinhaber/));
  await expect(page.getByText('Ihre Bank: Commerzbank, BIC: COBADEFFXXX')).toBeVisible();
  await expect(textbox(/Kontoinhaber/)).not.toHaveValue('');
  const mandate = page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ });
  await tabTo(page, mandate);
  await page.keyboard.press('Space');
  await expect(mandate).toBeChecked();
  await expectFocusRing(mandate);
  await expectNoSeriousViolations(page, 'payment, filled');
  await tabTo(page, button('Weiter'));
  await page.keyboard.press('Enter');

  // Summary: the three required confirmations, then the order.
  await expect(page).toHaveURL(stepUrl('/zusammenfassung'));
  for (const name of [
    /Vertragszusammenfassung erhalten/,
    /Allgemeinen Geschäftsbedingungen/,
    /Widerrufsbelehrung gelesen/,
  ]) {
    const box = page.getByRole('checkbox', { name });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const order = button('zahlungspflichtig bestellen');
  await tabTo(page, order);
  await expectFocusRing(order);
  await expectNoSeriousViolations(page, 'summary, confirmed');
  await page.keyboard.press('Enter');

  // Confirmation.
  await expect(page).toHaveURL(stepUrl('/danke'));
  await expect(page.getByRole('heading', { name: 'So geht es weiter' })).toBeVisible();
  await expectNoSeriousViolations(page, 'confirmation');

  // The customer consents to the statistics, which count the sale (once it is on the data
  // layer); a reload of the confirmation then starts the visit again on the same page: no
  // second sale.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'purchase',
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'So geht es weiter' })).toBeVisible();

  const events = (await dataLayerOfRun(page, MIRROR_KEY)).flatMap(tracked);
  expect(events).toEqual(expectedEvents);
  const vitals = (await dataLayerOfRun(page, MIRROR_KEY)).filter((e) => e['event'] === 'webVital');
  expect(vitals.map((e) => `${String(e['metric'])} ${String(e['pageName'])}`)).toContain(
    'LCP angebot',
  );
  const purchase = (await dataLayerOfRun(page, MIRROR_KEY)).find(
    (entry) => entry['event'] === 'purchase',
  );
  const id = (purchase as { ecommerce: { purchase: { actionField: { id: string } } } }).ecommerce
    .purchase.actionField.id;
  // The order by the hash of its reference: the reference itself, with the customer's name
  // and e-mail, is what a withdrawal asks for.
  const reference = await sandboxOrderReference(page, token);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  expect(id).toBe(createHash('sha256').update(reference).digest('hex'));
});

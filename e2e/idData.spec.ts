import type { Page } from '@playwright/test';
import { brandUrl, expect, test } from './fixtures.ts';
import { callExamples } from '../src/api/contract/examples.ts';
import {
  confirmedAnswer,
  labelled,
  openStepWith,
  text,
  webStorage,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The ID data step of the offer flow, against the sandbox (`/__sandbox/scenarios`). The
 * step with its error summary passes axe on the flow runs of `a11y.spec.ts`.
 */
const token = 'aldi-offer-happy-0001';
const stepUrl = brandUrl('aldi', `/angebot/${token}/ausweisdaten`);

const visit: OfferVisit = { slug: 'aldi', token };

/**
 * The personal data step is covered by its own spec, so its confirmed data is kept as
 * that step leaves it.
 */
async function openStep(page: Page) {
  await openStepWith(page, visit, 'ausweisdaten', {
    personalData: callExamples.offerAccept.body.personal,
  });
  await expect(page.getByRole('combobox', { name: /Staatsangehörigkeit/ })).toBeEnabled();
  await expect(expiry(page)).toBeVisible();
}

const expiryYear = new Date().getFullYear() + 5;
/** The expiry date's three fields, in the group named by its legend. */
const expiry = (page: Page) => page.getByRole('group', { name: 'Gültig bis' });
const expiryPart = (page: Page, name: 'Tag' | 'Monat' | 'Jahr') =>
  expiry(page).getByRole('textbox', { name, exact: true });

test.describe('ID data (/angebot/{token}/ausweisdaten)', () => {
  test('filled in by keyboard; the flow goes on with the confirmed document', async ({ page }) => {
    await openStep(page);

    const nationality = page.getByRole('combobox', { name: /Staatsangehörigkeit/ });
    await nationality.focus();
    await page.keyboard.type('turk');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(nationality).toHaveValue('Türkei');

    // Into the radio group: the arrow keys choose the document type.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /Personalausweis/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Reisepass/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /Dokumentennummer/ })).toBeFocused();
    await page.keyboard.type('u12 345 678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Stadt Köln');
    await page.keyboard.press('Tab');
    await expect(expiryPart(page, 'Tag')).toBeFocused();
    await page.keyboard.type('31');
    await page.keyboard.press('Tab');
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(expiryYear));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/zusammenfassung$`));
    // The number reaches the summary from the page's memory; the tab's storage keeps the rest.
    await expect(page.getByText('U12345678')).toBeVisible();
    expect(await confirmedAnswer(page, token, 'idData')).toEqual({
      nationality: 'TR',
      documentType: 'passport',
      issuingAuthority: 'Stadt Köln',
      expiryDate: `${expiryYear}-08-31`,
    });
    expect(await webStorage(page)).not.toContain('U12345678');
  });

  test("nationality: a word that begins with what was typed comes first, the brand's likely ones lead (AY YILDIZ, Turkish)", async ({
    page,
  }) => {
    const turkish: OfferVisit = {
      slug: 'ayyildiz',
      token: 'ayyildiz-offer-happy-0001',
      locale: 'tr',
    };
    await openStepWith(page, turkish, 'ausweisdaten', {
      personalData: callExamples.offerAccept.body.personal,
    });
    const nationality = page.getByRole('combobox', {
      name: labelled(text('tr', 'idData:nationality.label')),
    });
    await expect(nationality).toBeEnabled();
    // Nothing typed: the brand's likely nationalities (brands/ayyildiz/brand.json) first.
    await nationality.click();
    await expect(page.getByRole('option').nth(0)).toHaveText('Türkiye');
    await expect(page.getByRole('option').nth(1)).toHaveText('Almanya');
    // "Tür": Türkiye first, Avusturya (which only contains it) last.
    await page.keyboard.type('Tür');
    await expect(page.getByRole('option').first()).toHaveText('Türkiye');
    await expect(page.getByRole('option').last()).toHaveText('Avusturya');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(nationality).toHaveValue('Türkiye');
  });

  test('missing and expired answers are summarised at the top', async ({ page }) => {
    await openStep(page);
    // What the summary will ask for is marked before: every label and legend of the step.
    const marks = page.locator('main').getByText('*', { exact: true });
    await expect(marks).toHaveCount(5);
    await expect(page.locator('legend').filter({ hasText: 'Gültig bis' })).toContainText('*');
    await expect(page.locator('legend').filter({ hasText: 'Art des Dokuments' })).toContainText(
      '*',
    );
    await expiryPart(page, 'Tag').fill('31');
    await expiryPart(page, 'Monat').fill('8');
    await expiryPart(page, 'Jahr').fill('2020');
    await page.getByRole('button', { name: 'Weiter' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Es gibt ein Problem' });
    await expect(summary).toBeVisible();
    await expect(page.locator('.ui-error-summary')).toBeFocused();
    await expect(page).toHaveTitle(/^Fehler:/);
    await expect(summary.getByRole('link')).toHaveText([
      'Wählen Sie Ihre Staatsangehörigkeit aus.',
      'Wählen Sie die Art Ihres Ausweisdokuments aus.',
      'Geben Sie die Dokumentennummer ein.',
      'Geben Sie die ausstellende Behörde ein.',
      'Ihr Dokument ist abgelaufen. Bitte nutzen Sie ein Dokument, das noch gültig ist.',
    ]);

    await summary.getByRole('link', { name: /abgelaufen/ }).click();
    await expect(expiryPart(page, 'Tag')).toBeFocused();
    await expect(page).toHaveURL(stepUrl);
  });
});

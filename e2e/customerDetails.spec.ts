import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  atIdvPage,
  freshIdv,
  idvUrl,
  landingOf,
  outcomeButton,
  startAtProvider,
  text,
  type IdvVisit,
} from './idvFlow.ts';
import { continueFromOffer, labelled, openOffer, type OfferVisit } from './offerFlow.ts';

/**
 * Customer details (SPEC §7 customer calls): checked and corrected before an identity
 * check, and filled into an existing customer's offer.
 */

const t = (key: string, values?: Record<string, string>) => text('de', key, values);

const detailsOf = (page: Page) => page.getByRole('region', { name: t('customerDetails:heading') });

const field = (page: Page, key: string) => page.getByRole('textbox', { name: labelled(t(key)) });

/**
 * Opens the change form, types an address written as on a letter ("Musterweg 1, 80331
 * München") into its fields and saves it: the address validation answers.
 */
async function changeAddress(page: Page, line: string) {
  const [, street = '', houseNumber = '', postalCode = '', city = ''] =
    /^(.+) (\S+), (\d{5}) (.+)$/.exec(line) ?? [];
  await page.getByRole('button', { name: t('customerDetails:change') }).click();
  await expect(field(page, 'personalData:email.label')).toBeFocused();
  await field(page, 'personalData:street.label').fill(street);
  await field(page, 'personalData:houseNumber.label').fill(houseNumber);
  await field(page, 'personalData:postalCode.label').fill(postalCode);
  await field(page, 'personalData:city.label').fill(city);
  await page.getByRole('button', { name: t('customerDetails:form.save') }).click();
}

/** The saved message takes the focus, so a screen reader says it; the details show the change. */
async function expectSaved(page: Page, address: string) {
  const headline = t('customerDetails:saved.headline');
  await expect(page.getByRole('status').filter({ hasText: headline })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain(headline);
  await expect(detailsOf(page)).toContainText(address);
}

test.describe('customer details before an identity check', () => {
  test('the verification finished on another device while the page was open: saving a change leads to its result, not to "save again"', async ({
    page,
    context,
  }) => {
    const visit: IdvVisit = { slug: 'aldi', token: await freshIdv('aldi-idv-main-0001') };
    await page.goto(idvUrl(visit));
    await expect(detailsOf(page)).toContainText('Grimmaische Straße 12, 04109 Leipzig');
    const phone = await context.newPage();
    await phone.goto(await startAtProvider(visit, 'eid'));
    await outcomeButton(phone, 'completed').click();
    await phone.close();

    await changeAddress(page, 'Grimmaische Straße 12, 04109 Leipzig');
    const { route, headline } = landingOf('completed');
    await expect(page).toHaveURL(atIdvPage(visit, route));
    await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  });

  test('viewed, then corrected with each answer of the address validation', async ({ page }) => {
    test.setTimeout(60_000);
    const visit: IdvVisit = { slug: 'aldi', token: await freshIdv('aldi-idv-main-0001') };
    await page.goto(idvUrl(visit));
    const details = detailsOf(page);
    await expect(details).toContainText('Frau Sabine Krüger');
    await expect(details).toContainText('4. Juli 1968');
    await expect(details).toContainText('Grimmaische Straße 12, 04109 Leipzig');
    await expect(details.getByRole('textbox')).toHaveCount(0);

    // Corrected: the suggestion beside what was typed, with what differs.
    await changeAddress(page, 'Hauptstrase 5, 10827 Berlin');
    const corrected = page.getByRole('heading', {
      name: t('personalData:addressCheck.correctedHeading'),
      level: 3,
    });
    await expect(corrected).toBeFocused();
    await expect(
      page.getByText(t('personalData:addressCheck.changed', { fields: 'Straße' })),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /Meine Eingabe behalten: Hauptstrase 5/ }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'corrected address');
    await page
      .getByRole('radio', { name: /Vorschlag verwenden: Hauptstraße 5, 10827 Berlin/ })
      .check();
    await page.getByRole('button', { name: t('customerDetails:form.save') }).click();
    await expectSaved(page, 'Hauptstraße 5, 10827 Berlin');
    await expectNoSeriousViolations(page, 'details saved');

    // A choice: one of several places, nothing chosen for the customer.
    await changeAddress(page, 'Dorfstraße 3, 25938 Föhr');
    await expect(
      page.getByRole('heading', { name: t('personalData:addressCheck.choiceHeading'), level: 3 }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('customerDetails:form.save') }).click();
    await expect(
      page.getByRole('link', { name: t('personalData:addressCheck.required') }),
    ).toBeVisible();
    await page.getByRole('radio', { name: /Nieblum/ }).check();
    await page.getByRole('button', { name: t('customerDetails:form.save') }).click();
    await expectSaved(page, 'Dorfstraße 3, 25938 Nieblum');

    // Unknown: said at the field, and saved as entered only when the customer says so.
    await changeAddress(page, 'Musterweg 1, 80331 München');
    const summary = page.getByRole('alert').filter({ has: page.getByRole('link') });
    await expect(
      summary.getByRole('link', { name: t('personalData:errors.street.unknown') }),
    ).toBeVisible();
    await expect(field(page, 'personalData:street.label')).toHaveValue('Musterweg');
    await expectNoSeriousViolations(page, 'unknown address');
    await page.getByRole('button', { name: t('customerDetails:form.unknownAddress.keep') }).click();
    await expectSaved(page, 'Musterweg 1, 80331 München');

    // The API keeps it: another visit shows the address as saved.
    await page.reload();
    await expect(detailsOf(page)).toContainText('Musterweg 1, 80331 München');
  });

  test('what is typed survives a reload of the change form', async ({ page }) => {
    const visit: IdvVisit = { slug: 'aldi', token: await freshIdv('aldi-idv-main-0001') };
    await page.goto(idvUrl(visit));
    await page.getByRole('button', { name: t('customerDetails:change') }).click();
    await field(page, 'personalData:email.label').fill('sabine.neu@example.org');
    await page.reload();
    await expect(field(page, 'personalData:email.label')).toHaveValue('sabine.neu@example.org');
    await page.getByRole('button', { name: t('customerDetails:form.cancel') }).click();
    await expect(detailsOf(page)).toContainText('sabine.krueger@example.de');
    await page.reload();
    await expect(page.getByRole('button', { name: t('customerDetails:change') })).toBeVisible();
  });
});

test.describe('an existing customer’s offer', () => {
  test('fills the personal data from the customer details; name and birth date are shown, not asked', async ({
    page,
  }) => {
    const visit: OfferVisit = { slug: 'o2', token: 'o2-offer-vvl-0001' };
    await openOffer(page, visit);
    await continueFromOffer(page, visit);
    const person = page.getByRole('region', { name: t('personalData:sections.person') });
    await expect(person).toContainText('Frau Julia Schneider');
    await expect(person).toContainText('14. März 1988');
    await expect(person.getByRole('textbox')).toHaveCount(0);
    await expect(field(page, 'personalData:email.label')).toHaveValue('julia.schneider@example.de');
    await expect(field(page, 'personalData:street.label')).toHaveValue('Leopoldstraße');
    await expectNoSeriousViolations(page, 'prefilled personal data');
    // The operator's address has a wrong postcode: the check offers the right one.
    await page.getByRole('button', { name: t('personalData:submit') }).click();
    await page
      .getByRole('radio', { name: /Vorschlag verwenden: Leopoldstraße 112, 80804/ })
      .check();
    await page.getByRole('button', { name: t('personalData:addressCheck.continue') }).click();
    await expect(page).not.toHaveURL(/\/meine-daten$/);
  });
});

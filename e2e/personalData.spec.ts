import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { tickFocused } from './keyboard.ts';
import { confirmedAnswer, continueFromOffer, openOffer, type OfferVisit } from './offerFlow.ts';

/**
 * The personal data step of the offer flow, against the sandbox (`/__sandbox/scenarios`).
 * The step with its error summary passes axe on the flow runs of `a11y.spec.ts`; here the
 * address check, a state of its own.
 */
const token = 'aldi-offer-happy-0001';

const visit: OfferVisit = { slug: 'aldi', token };

/** The offer page stores the cart the step needs; its button leads on. */
async function openStep(page: Page) {
  await openOffer(page, visit);
  await continueFromOffer(page, visit);
  await expect(page.getByRole('textbox', { name: /Vornamen/ })).toHaveValue('Sabine');
}

/** Types into the focused field and moves on with Tab, as a keyboard user does. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test.describe('personal data (/angebot/{token}/meine-daten)', () => {
  test('filled in by keyboard; a corrected address is offered, chosen and the flow goes on', async ({
    page,
  }) => {
    await openStep(page);

    // Salutation, names, e-mail and phone are known from the offer; the rest is typed.
    await page.getByRole('textbox', { name: 'Tag' }).focus();
    await typeAndTab(page, '17');
    await typeAndTab(page, '5');
    await typeAndTab(page, '1990');
    await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /Straße/ })).toBeFocused();
    await typeAndTab(page, 'Hauptstrase');
    await typeAndTab(page, '5');
    await typeAndTab(page, '10827');
    await page.keyboard.type('Berlin');
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: 'Meinten Sie diese Adresse?' });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Geändert: Straße')).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /Meine Eingabe behalten: Hauptstrase 5/ }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Tab');
    const suggestion = page.getByRole('radio', {
      name: /Vorschlag verwenden: Hauptstraße 5, 10827 Berlin/,
    });
    await tickFocused(page, suggestion);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Adresse ändern' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/ausweisdaten$`));
    expect(await confirmedAnswer(page, token, 'personalData')).toMatchObject({
      givenNames: 'Sabine',
      birthDate: '1990-05-17',
      address: {
        street: 'Hauptstraße',
        houseNumber: '5',
        postalCode: '10827',
        status: 'validated',
      },
    });
  });
});

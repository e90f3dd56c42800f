import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { tickFocused } from './keyboard.ts';
import { callExamples } from '../src/api/contract/examples.ts';
import { confirmedAnswer, openStepWith, webStorage, type OfferVisit } from './offerFlow.ts';

/**
 * The payment step of the offer flow, against the sandbox (`/__sandbox/scenarios`). The
 * step with its error summary passes axe on the flow runs of `a11y.spec.ts`; here also the
 * refused IBAN at its field.
 */
const token = 'o2-offer-happy-0001';

const visit: OfferVisit = { slug: 'o2', token };

/**
 * The personal and ID data are kept as if they had been confirmed: the step's guard asks
 * for the first, the summary after it for both (without them it sends the customer back).
 */
async function openStep(page: Page) {
  await openStepWith(page, visit, 'zahlung', {
    personalData: {
      salutation: 'herr',
      givenNames: 'Jonas',
      familyName: 'Becker',
      birthDate: '1988-03-12',
      contact: { email: 'jonas.becker@example.de' },
      address: callExamples.offerAccept.body.personal.address,
    },
    idData: callExamples.offerAccept.body.idDocument,
  });
  await expect(page.getByRole('textbox', { name: /Kontoinhaber/ })).toHaveValue('Jonas Becker');
}

const iban = (page: Page) => page.getByRole('textbox', { name: /IBAN/ });

test.describe('payment (/angebot/{token}/zahlung)', () => {
  test('an invalid IBAN is marked, a valid one shows its bank; by keyboard to the summary', async ({
    page,
  }) => {
    await openStep(page);

    await iban(page).focus();
    await page.keyboard.type('DE89 3704 0044 0532 0130 01');
    await page.keyboard.press('Tab');
    const refused = page.getByText('Prüfen Sie Ihre IBAN');
    await expect(refused).toBeVisible();
    await expect(iban(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Shift+Tab');
    await expect(iban(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('de89 3704 0044 0532 0130 00');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Ihre Bank: Commerzbank, BIC: COBADEFFXXX')).toBeVisible();
    await expect(refused).toBeHidden();
    await expect(iban(page)).toHaveValue('DE89 3704 0044 0532 0130 00');

    await expect(page.getByRole('textbox', { name: /Kontoinhaber/ })).toBeFocused();
    await page.keyboard.press('Tab');
    const mandate = page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ });
    await tickFocused(page, mandate);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/zusammenfassung$`));
    // The IBAN reaches the summary from the page's memory, never from the tab's storage.
    await expect(page.getByText('DE** **** **** **** **30 00')).toBeVisible();
    expect(await confirmedAnswer(page, token, 'payment')).toEqual({
      accountHolder: 'Jonas Becker',
      sepaMandateAccepted: true,
    });
    expect(await webStorage(page)).not.toContain('0532013000');
  });
});

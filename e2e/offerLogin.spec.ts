import { AUTH_TOKEN_STORAGE_KEY } from '../src/stores/authToken.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import {
  codeField,
  continueFromOffer,
  freshOffer,
  labelled,
  logInWithCode,
  openProtectedOffer,
  otpOf,
  setLoginEnd,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The login step of protected offers (/angebot/{token}/login) against the sandbox: the
 * one-time code of otp offers and the brand login with its return. Each test takes its own
 * offer: codes work once, and the tests run in parallel.
 */

const o2Offer = (token: string): OfferVisit => ({ slug: 'o2', token });

test.describe('login with a one-time code', () => {
  test('a wrong code says so at the field with the tries left, stays typed, and the right one then works', async ({
    page,
  }) => {
    const token = 'o2-offer-tm-otp-0001';
    await openProtectedOffer(page, o2Offer(token));
    const field = codeField(page, o2Offer(token));
    await field.fill('000000');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const message = /^Dieser Code stimmt nicht\. Sie haben noch 4 Versuche\./;
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveValue('000000');
    // The error summary takes the focus; its link leads back to the field.
    const summary = page.locator('.ui-error-summary');
    await expect(summary).toBeFocused();
    await expectNoSeriousViolations(page);
    await summary.getByRole('link', { name: message }).click();
    await expect(field).toBeFocused();

    await field.fill(await otpOf(token));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}$`));
  });

  test('works by keyboard alone', async ({ page }) => {
    const token = 'o2-offer-vvl-otp-0001';
    const code = await otpOf(token);
    await openProtectedOffer(page, o2Offer(token));
    const field = codeField(page, o2Offer(token));
    await expect(field).toBeVisible();
    for (
      let presses = 0;
      presses < 25 && !(await field.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}$`));
  });
});

test('a device clock 61 minutes fast: the right code still opens the offer, and the login lasts its hour', async ({
  page,
}) => {
  const visit = {
    slug: 'o2',
    seed: 'o2-offer-otp-0001',
    token: await freshOffer('o2-offer-otp-0001'),
  };
  await page.clock.install({ time: Date.now() + 61 * 60_000 });
  await openProtectedOffer(page, visit);
  await logInWithCode(page, visit);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The login ends an hour after the API's answer, on the device's clock too.
  const left = await page.evaluate(
    (key) =>
      Date.parse(
        (JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt: string }).expiresAt,
      ) - Date.now(),
    AUTH_TOKEN_STORAGE_KEY,
  );
  expect(left).toBeGreaterThan(58 * 60_000);
  expect(left).toBeLessThanOrEqual(60 * 60_000);
});

test.describe('login with the brand login', () => {
  const token = 'o2-offer-login-0001';

  test('the sandbox login page returns with a code that opens the offer', async ({ page }) => {
    await openProtectedOffer(page, o2Offer(token));
    await page.getByRole('link', { name: 'Mit O2 anmelden' }).click();
    await expect(page).toHaveURL(/\/__sandbox\/login\?/);
    await page.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}$`));
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  });

  test('a login as someone else ends on the forbidden error page', async ({ page }) => {
    await openProtectedOffer(page, o2Offer(token));
    await page.getByRole('link', { name: 'Mit O2 anmelden' }).click();
    await page.getByRole('button', { name: /andere Person/ }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/fehler\\?code=Forbidden$`));
  });
});

test.describe('the login ending (WCAG 2.2.1)', () => {
  test('two minutes before, a dialog offers to stay (keyboard only); once ended it says so and nothing typed is lost', async ({
    page,
  }) => {
    // Six page loads (login, offer, personal data, three reloads) and two dialogs.
    test.setTimeout(60_000);
    const visit: OfferVisit = {
      slug: 'o2',
      seed: 'o2-offer-otp-0001',
      token: await freshOffer('o2-offer-otp-0001'),
    };
    await page.clock.install();
    await openProtectedOffer(page, visit);
    await logInWithCode(page, visit);
    await continueFromOffer(page, visit);
    const email = page.getByRole('textbox', {
      name: labelled(text('de', 'personalData:email.label')),
    });
    await email.fill('neu@example.de');

    /** The stored login ends `ms` from the page's now; the page is loaded again with it. */
    const loginEndsIn = async (ms: number) => {
      await setLoginEnd(page, ms);
      await page.reload();
      await expect(email).toHaveValue('neu@example.de');
      await email.focus();
    };
    const ending = page.getByRole('dialog', { name: text('de', 'offer:session.ending.title') });
    const expired = page.getByRole('dialog', { name: text('de', 'offer:session.expired.title') });

    await loginEndsIn(2 * 60_000 + 10_000);
    await expect(ending).toHaveCount(0);
    await page.clock.fastForward('00:15');
    await expect(ending).toBeVisible();
    await expectNoSeriousViolations(page, 'login ending');
    const stay = ending.getByRole('button', { name: text('de', 'offer:session.ending.stay') });
    for (
      let tabs = 0;
      tabs < 5 && !(await stay.evaluate((el) => el === document.activeElement));
      tabs++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(ending).toBeHidden();
    await expect(email).toBeFocused();
    // Renewed by the sandbox: an hour from now, so nothing is asked in the next minutes.
    await page.clock.fastForward('05:00');
    await expect(ending).toHaveCount(0);

    await loginEndsIn(2 * 60_000 + 3_000);
    await page.clock.fastForward('00:05');
    await expect(ending).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(expired).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(expired).toBeHidden();
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('neu@example.de');
  });
});

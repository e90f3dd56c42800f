import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openShowcase, tabTo } from './showcase.ts';

/** The date picker on the components page, driven with the keyboard alone. */
const lastReason = (page: Page) => page.getByRole('status').filter({ hasText: /abgelehnt/ });

test.describe('date picker, keyboard only (aldi)', () => {
  test.beforeEach(async ({ page }) => openShowcase(page));

  test('a typed date before the minimum is refused with a message at the field', async ({
    page,
  }) => {
    const field = page.getByRole('textbox', { name: 'Wunschtermin' });
    await tabTo(page, field);
    await page.keyboard.type('01.01.2020');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: /ab dem/ })).toBeVisible();
    await expect(lastReason(page)).toHaveAttribute('data-reason', 'before-min');
    // What the customer typed stays in the field.
    await expect(field).toHaveValue('01.01.2020');
  });

  test('the calendar opens from the keyboard, has labelled controls, and a day is chosen with Enter', async ({
    page,
  }) => {
    const field = page.getByRole('textbox', { name: 'Wunschtermin' });
    const opener = page.getByRole('button', { name: 'Kalender für Wunschtermin öffnen' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kalender: Wunschtermin' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Vorheriger Monat' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('Escape closes the calendar and gives focus back to the field', async ({ page }) => {
    const field = page.getByRole('textbox', { name: 'Wunschtermin' });
    await tabTo(page, field);
    await page.keyboard.press('Alt+ArrowDown');
    const dialog = page.getByRole('dialog', { name: 'Kalender: Wunschtermin' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('range and time limits are enforced with the invalid-date event', async ({ page }) => {
    const range = page.getByRole('textbox', { name: 'Zeitraum' });
    await tabTo(page, range);
    await page.keyboard.type('01.06.2031 – 01.06.2031');
    await page.keyboard.press('Enter');
    await expect(lastReason(page)).toHaveAttribute('data-reason', 'range-too-short');

    const time = page.getByRole('textbox', { name: 'Rückruftermin' });
    await tabTo(page, time);
    await page.keyboard.type('10.06.2031 07:00');
    await page.keyboard.press('Enter');
    await expect(lastReason(page)).toHaveAttribute('data-reason', 'time-before-min');
  });
});

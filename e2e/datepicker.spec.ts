import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openShowcase, tabTo } from './showcase.ts';

/**
 * The date pickers on the components page: "Wunschtermin" (today to three months ahead,
 * Monday to Friday), "Zeitraum" (2 to 7 days) and "Rückruftermin" (a date with a time
 * between 08:00 and 18:00).
 */
const lastReason = (page: Page) => page.getByRole('status').filter({ hasText: /abgelehnt/ });
const overlay = (page: Page) => page.locator('p[data-overlay]');
const field = (page: Page, name: string) => page.getByRole('textbox', { name });
const opener = (page: Page, name: string) =>
  page.getByRole('button', { name: `Kalender für ${name} öffnen` });
const calendar = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Kalender: ${name}` });
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Opens a picker's calendar from the keyboard: Tab to its button, Enter. */
async function openWithKeyboard(page: Page, name: string): Promise<Locator> {
  await tabTo(page, opener(page, name));
  await page.keyboard.press('Enter');
  const dialog = calendar(page, name);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * For a day about to be chosen: its date as the field then shows it, and the middle of
 * another enabled day, where a click just after the choice lands if the calendar is still there.
 */
async function dayAndAnother(dialog: Locator, day: Locator) {
  const date = (await day.getAttribute('data-date')) ?? '';
  const [y, m, d] = date.split('-');
  const box = await dialog
    .locator(`table button:enabled:not([data-date="${date}"])`)
    .last()
    .boundingBox();
  if (!date || !box) throw new Error('the calendar shows no two days to choose from');
  return {
    value: `${d}.${m}.${y}`,
    another: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  };
}

/** The focused element is an enabled day of the open calendar; returns its name. */
async function expectFocusOnDay(dialog: Locator): Promise<string> {
  const day = dialog.locator('table button:focus');
  await expect(day).toBeEnabled();
  await expect(day).toHaveAttribute('aria-label', /\d{4}$/);
  return (await day.getAttribute('aria-label')) ?? '';
}

test.describe('date picker, keyboard only (aldi)', () => {
  test.beforeEach(async ({ page }) => {
    await openShowcase(page);
    await expect(field(page, 'Wunschtermin')).toBeVisible();
  });

  test('a typed date after the maximum is refused as well', async ({ page }) => {
    const input = field(page, 'Wunschtermin');
    await tabTo(page, input);
    await page.keyboard.type(`02.01.${new Date().getFullYear() + 2}`);
    await page.keyboard.press('Tab');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: /bis spätestens/ })).toBeVisible();
    await expect(lastReason(page)).toHaveAttribute('data-reason', 'after-max');
  });

  test('the calendar opens on a day, the arrow keys move it, Enter chooses it', async ({
    page,
  }) => {
    const dialog = await openWithKeyboard(page, 'Wunschtermin');
    await expect(dialog.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Vorheriger Monat' })).toBeVisible();
    await expect(overlay(page)).toHaveAttribute('data-overlay', 'month');
    const first = await expectFocusOnDay(dialog);

    await page.keyboard.press('ArrowRight');
    const chosen = await expectFocusOnDay(dialog);
    expect(chosen).not.toBe(first);
    // Weekends are disabled, so the arrow keys pass over them.
    expect(chosen).not.toMatch(/^(Samstag|Sonntag)/);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Wunschtermin')).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(field(page, 'Wunschtermin')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(opener(page, 'Wunschtermin')).toBeFocused();

    // Opened again, the calendar starts on the chosen day.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedLabel(page)).toBe(chosen);
  });

  test('a day chosen closes the calendar at once: a click just after lands on the page, not on another day', async ({
    page,
  }) => {
    const dialog = await openWithKeyboard(page, 'Wunschtermin');
    await expectFocusOnDay(dialog);
    const { value, another } = await dayAndAnother(dialog, dialog.locator('table button:focus'));
    await page.keyboard.press('Enter');
    await page.mouse.click(another.x, another.y);
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Wunschtermin')).toHaveValue(value);
  });

  test('the month header leads to the year and decade levels and back', async ({ page }) => {
    const dialog = await openWithKeyboard(page, 'Wunschtermin');
    const monthLevel = dialog.getByRole('button', { name: /, Monat wählen$/ });
    await tabTo(page, monthLevel, 20);
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveAttribute('data-overlay', 'year');

    const yearLevel = dialog.getByRole('button', { name: /^\d{4}, Jahr wählen$/ });
    await tabTo(page, yearLevel, 20);
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveAttribute('data-overlay', 'decade');

    // A year, then a month, chosen with Enter, go back down to the days.
    await expect(dialog.locator('table button:focus')).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveAttribute('data-overlay', 'year');
    await expect(dialog.locator('table button:focus')).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveAttribute('data-overlay', 'month');
    await expectFocusOnDay(dialog);
  });

  test('the date-time picker asks for the time in its own overlay', async ({ page }) => {
    const dialog = await openWithKeyboard(page, 'Rückruftermin');
    await expectFocusOnDay(dialog);
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveAttribute('data-overlay', 'time');
    const times = dialog.getByRole('group', { name: /^Uhrzeit für .+ wählen$/ });
    await expect(times.getByRole('button').first()).toHaveText('08:00');
    await expect(times.getByRole('button').last()).toHaveText('18:00');
    await expect(times.getByRole('button', { name: '08:00' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(times.getByRole('button', { name: '08:30' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Rückruftermin')).toHaveValue(/^\d{2}\.\d{2}\.\d{4} 08:30$/);
  });
});

test.describe('date picker rules in the calendar (aldi)', () => {
  test.beforeEach(async ({ page }) => {
    await openShowcase(page);
    await opener(page, 'Wunschtermin').click();
  });

  test('min and max date stop the paging', async ({ page }) => {
    const dialog = calendar(page, 'Wunschtermin');
    const next = dialog.getByRole('button', { name: 'Nächster Monat' });
    await expect(dialog.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    for (let month = 0; month < 3; month++) await next.click();
    await expect(next).toBeDisabled();
  });
});

test.describe('date picker on a 320 px phone (aldi)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('the calendar and the time overlay open in a modal that fits the screen', async ({
    page,
  }) => {
    await openShowcase(page);
    await opener(page, 'Rückruftermin').click();
    const modal = calendar(page, 'Rückruftermin');
    await expect(modal).toBeVisible();
    const box = await modal.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    await expect(modal.getByRole('button', { name: 'Nächster Monat' })).toBeInViewport();
    await expect(modal.getByRole('columnheader').last()).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);

    await modal.locator('table button:not(:disabled)').first().click();
    await expect(modal.getByRole('group', { name: /^Uhrzeit für/ })).toBeVisible();
    await expect(modal.getByRole('button', { name: '18:00' })).toBeAttached();
    expect(await noSidewaysScroll(page)).toBe(true);

    await modal.getByRole('button', { name: '09:00' }).click();
    await expect(modal).toBeHidden();
    await expect(field(page, 'Rückruftermin')).toHaveValue(/ 09:00$/);
  });

  test('a day tapped closes the modal at once: a second tap lands on the page, not on another day', async ({
    page,
  }) => {
    await openShowcase(page);
    await opener(page, 'Wunschtermin').click();
    const modal = calendar(page, 'Wunschtermin');
    const day = modal.locator('table button:enabled').first();
    const { value, another } = await dayAndAnother(modal, day);
    await day.click();
    await page.mouse.click(another.x, another.y);
    await expect(modal).toBeHidden();
    await expect(field(page, 'Wunschtermin')).toHaveValue(value);
  });
});

// Every colour of the calendar is a brand token, each brand's held to WCAG contrast in
// src/brand/brandContrast.test.ts: what axe adds here (roles, names, levels) is the same on
// every brand, so it runs on one.
test('aldi: the open calendar, its year level and the time overlay pass axe', async ({ page }) => {
  test.slow(); // axe over the whole components page, three times
  await openShowcase(page);
  await opener(page, 'Wunschtermin').click();
  await expect(calendar(page, 'Wunschtermin')).toBeVisible();
  await expectNoSeriousViolations(page, 'calendar');
  await calendar(page, 'Wunschtermin')
    .getByRole('button', { name: /, Monat wählen$/ })
    .click();
  await expect(overlay(page)).toHaveAttribute('data-overlay', 'year');
  await expectNoSeriousViolations(page, 'year level');
  await page.keyboard.press('Escape');

  await opener(page, 'Rückruftermin').click();
  await calendar(page, 'Rückruftermin').locator('table button:not(:disabled)').first().click();
  await expect(overlay(page)).toHaveAttribute('data-overlay', 'time');
  await expectNoSeriousViolations(page, 'time overlay');
});

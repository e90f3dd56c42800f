import { expectNoSeriousViolations } from './axe.ts';
import { brands, expect, test } from './fixtures.ts';
import { brandPrimary } from './look.ts';
import { openShowcase, tabTo } from './showcase.ts';

/**
 * The shared components on the showcase page (`/__components`, built with
 * TEST_COMPONENTS=1), driven with the keyboard alone.
 */
test.describe('components page, keyboard only (aldi)', () => {
  test.beforeEach(async ({ page }) => {
    await openShowcase(page);
  });

  test('a button keeps its width and focus while loading, then is ready again', async ({
    page,
  }) => {
    const save = page.getByRole('button', { name: 'Speichern', exact: true });
    await tabTo(page, save);
    const before = await save.boundingBox();
    // The demo's save takes a second: the test decides when it is over (the clock stands
    // still until then, however long a busy machine takes to look at the button).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: /Speichern.*Wird geladen/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeFocused();
    const during = await busy.boundingBox();
    expect(during?.width).toBeCloseTo(before?.width ?? 0, 0);
    expect(during?.height).toBeCloseTo(before?.height ?? 0, 0);
    // The spinner turns in the label's colour: on the brand-coloured button a ring in the
    // brand colour would not show.
    const paint = await busy.evaluate((el) => {
      const ring = el.querySelector('.ui-spinner');
      return {
        ring: ring ? getComputedStyle(ring).borderTopColor : 'no spinner',
        label: getComputedStyle(el).color,
        button: getComputedStyle(el).backgroundColor,
      };
    });
    expect(paint.ring).toBe(paint.label);
    expect(paint.ring).not.toBe(paint.button);
    await page.clock.runFor(1_000);
    await expect(save).not.toHaveAttribute('aria-busy');
    await expect(save).toBeFocused();
  });

  test('a secondary button is outlined, an inline one is a link in the text, a block one full width', async ({
    page,
  }) => {
    const brand = await brandPrimary(page);
    const look = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((el) => {
        const style = getComputedStyle(el);
        const parent = el.parentElement as HTMLElement;
        const around = getComputedStyle(parent);
        const room =
          parent.clientWidth - parseFloat(around.paddingLeft) - parseFloat(around.paddingRight);
        return {
          background: style.backgroundColor,
          border: style.borderTopWidth === '0px' ? 'none' : style.borderTopColor,
          color: style.color,
          underlined: style.textDecorationLine.includes('underline'),
          fullWidth: Math.round(el.getBoundingClientRect().width) === Math.round(room),
        };
      });
    expect(await look('Weiter')).toMatchObject({
      background: brand,
      underlined: false,
      fullWidth: false,
    });
    const secondary = await look('Zurück');
    expect(secondary).toMatchObject({ border: brand, color: brand, underlined: false });
    expect(secondary.background).not.toBe(brand);
    expect(await look('Hilfe öffnen')).toMatchObject({
      background: 'rgba(0, 0, 0, 0)',
      border: 'none',
      underlined: true,
    });
    expect(await look('Jetzt bestellen')).toMatchObject({ background: brand, fullWidth: true });
  });

  test('the tooltip appears on keyboard focus and goes on Escape', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Mehr Informationen zur Grundgebühr' });
    await tabTo(page, trigger);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Die Grundgebühr wird monatlich im Voraus berechnet.');
    await expect(trigger).toHaveAccessibleDescription(
      'Die Grundgebühr wird monatlich im Voraus berechnet.',
    );
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('the carousel moves with its next button and the arrow keys', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Ihre Angebote' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    // Only the slide in view is exposed; the others are hidden and inert.
    const current = carousel.getByRole('group');
    await expect(current).toHaveAccessibleName('1 von 3');
    await tabTo(page, carousel.getByRole('button', { name: 'Nächste Folie' }));
    await page.keyboard.press('Enter');
    await expect(current).toHaveAccessibleName('2 von 3');
    await expect(current).toHaveText('Tarif M: 15 GB Datenvolumen');
    await expect(current).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAccessibleName('3 von 3');
    await expect(carousel.getByRole('button', { name: 'Zu Folie 3 von 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAccessibleName('1 von 3');
    await expect(current).toBeInViewport({ ratio: 0.9 });
  });
});

for (const { slug } of brands) {
  test(`${slug}: components take the brand colours and pass axe`, async ({ page }) => {
    await openShowcase(page, slug);
    const next = page.getByRole('button', { name: 'Weiter', exact: true });
    const button = await next.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(button).toBe(await brandPrimary(page));
    // The date pickers load after the page; axe checks them too.
    await expect(page.getByRole('textbox', { name: 'Rückruftermin' })).toBeVisible();
    await page.getByRole('button', { name: 'Fehlermeldung öffnen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `${slug} components`);
  });
}

import type { Locator, Page } from '@playwright/test';

/** A phone at the WCAG 1.4.10 reflow width, and the browser tests' usual window. */
export const PHONE = { width: 320, height: 640 };
export const DESKTOP = { width: 1280, height: 720 };

/** What is wider than the window, or cut off inside a button, on the page as it is now. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      problems.push(`page ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const button of document.querySelectorAll<HTMLElement>('button, a.ui-button')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0) continue;
      if (
        button.scrollWidth > button.clientWidth + 1 ||
        button.scrollHeight > button.clientHeight + 1
      )
        problems.push(`"${button.textContent?.trim()}" clips its label`);
      // A label that wraps stays centred in its button, as every button's label is.
      if (
        button.classList.contains('ui-button') &&
        !button.hasAttribute('data-inline') &&
        getComputedStyle(button).textAlign !== 'center'
      )
        problems.push(`"${button.textContent?.trim()}" aligns its label to one side`);
    }
    return problems;
  });
}

/**
 * Status boxes and cards that sit directly on what follows them: every box keeps the
 * page's one rhythm (at least 12 px) to the next card, box or button below it.
 */
export async function crowdedBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>(
      '.ui-section-status, .ui-page-section',
    )) {
      let next = box.nextElementSibling;
      while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
      if (!next || box.getBoundingClientRect().height === 0) continue;
      const gap = next.getBoundingClientRect().top - box.getBoundingClientRect().bottom;
      if (gap < 12)
        problems.push(
          `"${box.textContent?.trim().slice(0, 40)}" sits ${Math.round(gap)} px above the next element`,
        );
    }
    return problems;
  });
}

/**
 * Things that should line up and do not: a radio's or checkbox's hint that starts left of
 * its label, and tiles side by side in one row that differ in height.
 */
export async function misaligned(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const left = (el: Element) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().left + parseFloat(style.paddingInlineStart || '0');
    };
    for (const hint of document.querySelectorAll(
      '.mantine-Radio-description, .mantine-Checkbox-description',
    )) {
      const label = hint.parentElement?.querySelector(
        '.mantine-Radio-label, .mantine-Checkbox-label',
      );
      if (!label || hint.getBoundingClientRect().width === 0) continue;
      const off = left(label) - left(hint);
      if (Math.abs(off) > 1)
        problems.push(
          `"${hint.textContent?.trim().slice(0, 40)}" starts ${Math.round(off)} px left of its label`,
        );
    }
    const rows = new Map<number, number[]>();
    for (const tile of document.querySelectorAll('.ui-tile-link')) {
      const box = tile.getBoundingClientRect();
      if (box.height === 0) continue;
      rows.set(Math.round(box.top), [
        ...(rows.get(Math.round(box.top)) ?? []),
        Math.round(box.height),
      ]);
    }
    for (const heights of rows.values())
      if (new Set(heights).size > 1)
        problems.push(`tiles in one row are ${heights.join(', ')} px tall`);
    return problems;
  });
}

/** The colour behind an element: the first ancestor that paints a background. */
async function backgrounds(button: Locator) {
  return button.evaluate((el) => {
    const paint = (e: Element) => getComputedStyle(e).backgroundColor;
    const transparent = (colour: string) =>
      colour === 'rgba(0, 0, 0, 0)' || colour === 'transparent';
    let behind = el.parentElement;
    while (behind && behind !== document.documentElement && transparent(paint(behind)))
      behind = behind.parentElement;
    return { own: paint(el), behind: paint(behind ?? document.documentElement) };
  });
}

/**
 * The look of the screen as it stands: narrowed to a phone nothing scrolls sideways, no
 * button clips its label, no box sits on the next one, and the screen's main button (if it has one) is a filled shape,
 * not text on the page. The window is widened again afterwards.
 */
export async function lookProblems(page: Page, mainAction?: Locator): Promise<string[]> {
  const problems: string[] = [];
  if (mainAction) {
    const { own, behind } = await backgrounds(mainAction);
    if (own === behind || own === 'rgba(0, 0, 0, 0)')
      problems.push(`the main button's background ${own} is that of the page`);
  }
  const window = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(PHONE);
  // The screens follow the width in CSS (only the date picker's calendar, closed here, asks
  // in script): two frames on, the page is laid out at the new width.
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  problems.push(...(await overflowing(page)), ...(await crowdedBoxes(page)));
  await page.setViewportSize(window);
  problems.push(...(await misaligned(page)));
  return problems;
}

/** The brand's primary colour as the page computes it (`rgb(…)`). */
export const brandPrimary = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--brand-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

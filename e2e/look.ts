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
    }
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
 * The look of the screen as it stands: narrowed to a phone nothing scrolls sideways and no
 * button clips its label, and the screen's main button (if it has one) is a filled shape,
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
  problems.push(...(await overflowing(page)));
  await page.setViewportSize(window);
  return problems;
}

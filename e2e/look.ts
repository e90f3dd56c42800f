import type { Locator, Page } from '@playwright/test';

/** A phone at the WCAG 1.4.10 reflow width, and the browser tests' usual window. */
export const PHONE = { width: 320, height: 640 };
export const DESKTOP = { width: 1280, height: 720 };

/**
 * What is wider than the window, sticks out of its card's padding, or is cut off inside a
 * button, and a date split over lines, on the page as it is now.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      problems.push(`page ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    // On a phone a form's main button spans the form (ButtonGroup's phone layout).
    if (window.innerWidth <= 480)
      for (const buttons of document.querySelectorAll<HTMLElement>('form > .ui-button-group')) {
        const form = buttons.parentElement?.getBoundingClientRect();
        const box = buttons.getBoundingClientRect();
        if (form && box.width > 0 && box.width < form.width - 1)
          problems.push(
            `"${buttons.textContent?.trim().slice(0, 40)}" is ${Math.round(box.width)} px wide in a ${Math.round(form.width)} px form`,
          );
      }
    // A date's day, month and year are read as one: on one line.
    for (const date of document.querySelectorAll('.step-date')) {
      const tops = [...date.querySelectorAll('input')].map((input) =>
        Math.round(input.getBoundingClientRect().top),
      );
      if (new Set(tops).size > 1) problems.push(`a date's parts take ${new Set(tops).size} lines`);
    }
    // A long word that will not wrap widens what holds it past the card's padding, to its
    // edge or beyond, while the page itself still fits.
    for (const card of document.querySelectorAll<HTMLElement>('.ui-page-section')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      const style = getComputedStyle(card);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      // What a box of its own clips (a carousel's next slides) is that box's to show.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== card; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      for (const inside of card.querySelectorAll<HTMLElement>('*')) {
        const edge = inside.getBoundingClientRect();
        if (edge.width === 0 || edge.right <= right + 1 || clipped(inside)) continue;
        problems.push(
          `"${inside.textContent?.trim().slice(0, 40)}" (${inside.tagName.toLowerCase()}) sticks ${Math.round(edge.right - right)} px out of its card's padding`,
        );
        break;
      }
    }
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
 * Status boxes and cards that sit directly on what follows them, and a form's buttons
 * directly under its last field: every box keeps the page's one rhythm (at least 12 px) to
 * the next card, box or button below it.
 */
export async function crowdedBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // A form's buttons keep the same room to the field or card above them.
    for (const buttons of document.querySelectorAll<HTMLElement>('form > .ui-button-group')) {
      let before = buttons.previousElementSibling;
      while (before && before.getBoundingClientRect().height === 0)
        before = before.previousElementSibling;
      if (!before || buttons.getBoundingClientRect().height === 0) continue;
      // A box that draws nothing of its own (a fieldset) ends where its content does: a
      // margin inside it is room too.
      const own = before.getBoundingClientRect();
      const style = getComputedStyle(before);
      const draws =
        parseFloat(style.borderBottomWidth) > 0 ||
        style.boxShadow !== 'none' ||
        !['rgba(0, 0, 0, 0)', 'transparent'].includes(style.backgroundColor);
      const above = draws
        ? own.bottom
        : Math.max(
            own.top,
            ...[...before.querySelectorAll('*')]
              .map((el) => el.getBoundingClientRect())
              .filter((box) => box.height > 0 && box.width > 0)
              .map((box) => box.bottom),
          );
      const gap = buttons.getBoundingClientRect().top - above;
      if (gap < 12)
        problems.push(
          `"${buttons.textContent?.trim().slice(0, 40)}" sits ${Math.round(gap)} px below what is above it`,
        );
    }
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
 * its label, fields side by side whose boxes are not on one line, and tiles side by side in
 * one row that differ in height.
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
    // Fields side by side (street and number): their boxes on one line.
    for (const row of document.querySelectorAll('.step-row')) {
      const boxes = [...row.querySelectorAll('input')]
        .map((input) => input.getBoundingClientRect())
        .filter((box) => box.width > 0);
      const [first, ...others] = boxes;
      for (const box of others)
        if (first && box.left >= first.right && Math.abs(box.bottom - first.bottom) > 1)
          problems.push(
            `fields side by side end ${Math.round(Math.abs(box.bottom - first.bottom))} px apart`,
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

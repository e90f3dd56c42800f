/**
 * What the driver runs inside the page under test. Each function travels as its source text
 * (`String(fn)`) through the engine's client, so it uses nothing but its arguments and the
 * page's globals: helpers live inside it.
 */

import type * as DomQueries from '@testing-library/dom';

/** A name or text to match: a string (whole or part, as Playwright's `exact`) or a RegExp. */
export type TextMatch = { text: string; exact: boolean } | { source: string; flags: string };

/** One step of a locator, found within the element the step before found. */
export type Step = (
  | { by: 'role'; role: string; name?: TextMatch }
  | { by: 'label'; match: TextMatch }
  | { by: 'text'; match: TextMatch }
  | { by: 'css'; selector: string }
) & { nth?: number };

/** The page's global holding Testing Library's DOM queries once the driver has sent them. */
export const QUERIES = '__enginesQueries';

/** Answer of `resolve` before the queries are in the page (a new document). */
export const NO_QUERIES = 'no queries in this document yet';

/**
 * The element the steps lead to, by Testing Library's queries (roles, accessible names and
 * labels as assistive technology sees them), or why there is none: no match or several.
 * With `count`, how many elements the last step matches.
 */
export function resolve(steps: Step[], count: boolean): Element | string | number {
  const dom = (globalThis as unknown as Record<string, typeof DomQueries | undefined>)[
    '__enginesQueries'
  ];
  if (!dom) return 'no queries in this document yet';
  const fold = (s: string) => s.replace(/\s+/g, ' ').trim();
  const matcher = (m: TextMatch) => {
    if ('source' in m) {
      const rule = new RegExp(m.source, m.flags);
      return (content: string) => rule.test(content);
    }
    const wanted = fold(m.text);
    return m.exact
      ? (content: string) => fold(content) === wanted
      : (content: string) => fold(content).toLowerCase().includes(wanted.toLowerCase());
  };
  const describe = (step: Step) =>
    step.by === 'role'
      ? `role ${step.role}${step.name ? ` named ${JSON.stringify(step.name)}` : ''}`
      : step.by === 'css'
        ? `css ${step.selector}`
        : `${step.by} ${JSON.stringify(step.match)}`;
  let scope: HTMLElement = document.body;
  for (const [index, step] of steps.entries()) {
    let found: Element[];
    if (step.by === 'role')
      found = dom.queryAllByRole(scope, step.role, step.name ? { name: matcher(step.name) } : {});
    else if (step.by === 'label') found = dom.queryAllByLabelText(scope, matcher(step.match));
    else if (step.by === 'text') found = dom.queryAllByText(scope, matcher(step.match));
    else found = [...scope.querySelectorAll(step.selector)];
    if (step.nth !== undefined) {
      const at = found.at(step.nth);
      found = at ? [at] : [];
    }
    if (count && index === steps.length - 1) return found.length;
    const [only] = found;
    if (found.length !== 1 || !(only instanceof HTMLElement))
      return `${describe(step)}: ${found.length} elements`;
    scope = only;
  }
  return scope;
}

/** What a locator's assertions and actions read of its element, in one round trip. */
export interface ElementState {
  visible: boolean;
  enabled: boolean;
  checked: boolean;
  focused: boolean;
  value: string;
  text: string;
}

export function stateOf(element: HTMLElement): ElementState {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  return {
    visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
    enabled: !element.matches(':disabled'),
    checked:
      element.matches(':checked') ||
      element.getAttribute('aria-checked') === 'true' ||
      element.getAttribute('aria-pressed') === 'true',
    focused: element === document.activeElement,
    value: 'value' in element ? String(element.value) : '',
    text: element.innerText.replace(/\s+/g, ' ').trim(),
  };
}

/**
 * Whether the element is where it was two frames later, as Playwright's "stable" before a
 * click: a list that opens may be placed after its first frame, and a click aimed at where
 * an option first drew would land beside the list and close it. Frames, not a timer: on a
 * busy machine WebKit drew the next frame 400 ms after a list had shrunk, and only then
 * moved it below its field, between the press and the release of a click aimed where it
 * was. A page that draws no frame for a second answers so, and the click waits on.
 */
export function staysPut(element: HTMLElement): Promise<boolean | 'no frames'> {
  const where = () => {
    const box = element.getBoundingClientRect();
    return `${box.x} ${box.y} ${box.width} ${box.height}`;
  };
  const before = where();
  return new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(() => done(where() === before)));
    setTimeout(() => done(where() === before ? 'no frames' : false), 1000);
  });
}

/** Selects the field's text, so what is typed next replaces it. */
export function selectText(element: HTMLElement): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    element.select();
}

/**
 * Chooses the option of a native select by its text, as Playwright's `selectOption` does:
 * the value set and `input` and `change` sent. False when the element has no such option.
 */
export function selectOption(element: HTMLElement, label: string): boolean {
  if (!(element instanceof HTMLSelectElement)) return false;
  const option = [...element.options].find((o) => o.text.trim() === label);
  if (!option) return false;
  element.value = option.value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Gives the element the focus, as a keyboard user reaches it. */
export function focus(element: HTMLElement): void {
  element.focus();
}

/** The definition a description list gives for `term` (a receipt's fact), if it shows one. */
export function definitionOf(term: string): string | null {
  const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent?.trim() === term);
  return dt?.nextElementSibling?.textContent?.trim() ?? null;
}

/** The focused element, described for a message: its tag, role, name attributes. */
export function focused(): string {
  const active = document.activeElement;
  if (!active || active === document.body) return 'body';
  const attributes = ['role', 'aria-label', 'data-date', 'class', 'id']
    .map((name) => [name, active.getAttribute(name)] as const)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}="${value}"`);
  return `<${active.tagName.toLowerCase()} ${attributes.join(' ')}>`;
}

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  isElementRef,
  type ElementRef,
  type EngineName,
  type Key,
  type Session,
} from './engine.ts';
import {
  definitionOf,
  focus,
  focused,
  NO_QUERIES,
  QUERIES,
  resolve,
  selectOption,
  selectText,
  stateOf,
  staysPut,
  type ElementState,
  type Step,
  type TextMatch,
} from './inPage.ts';
import { NotYet, until } from './until.ts';

/**
 * The tests' view of a browser tab, shaped like Playwright's `Page` and `Locator` so the
 * cross-engine specs read like the Chromium ones: find by role, label or text, act, read,
 * wait for a condition. Every engine runs the same finding code in its page (Testing
 * Library's queries); only clicks, keys and navigation go through its client.
 */

const queriesSource = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@testing-library/dom')),
    '@testing-library/dom.umd.min.js',
  ),
  'utf8',
);
/** Puts Testing Library's queries into the page (its UMD bundle sets a global). */
const installQueries = `() => { ${queriesSource}
;globalThis.${QUERIES} = globalThis.TestingLibraryDom; return true; }`;

type Name = string | RegExp;
const textMatch = (name: Name, exact = false): TextMatch =>
  typeof name === 'string' ? { text: name, exact } : { source: name.source, flags: name.flags };

export interface Download {
  fileName: string;
  bytes: Buffer;
}

export class EnginePage {
  readonly keyboard: { press(key: Key): Promise<void>; type(text: string): Promise<void> };
  private readonly session: Session;
  readonly engine: EngineName;

  constructor(session: Session, engine: EngineName) {
    this.session = session;
    this.engine = engine;
    this.keyboard = { press: (key) => session.press(key), type: (text) => session.type(text) };
  }

  goto(url: string): Promise<void> {
    return this.session.goto(url);
  }

  url(): Promise<string> {
    return this.session.url();
  }

  async waitForURL(rule: RegExp): Promise<void> {
    await until(`the address ${rule}`, async () => {
      const url = await this.url();
      return rule.test(url) ? true : new NotYet(`at ${url}`);
    });
  }

  /** Runs `fn` (self-contained: see inPage.ts) in the page with JSON-able or element arguments. */
  async run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<T> {
    return (await this.session.call(String(fn), args)) as T;
  }

  /** Resolves locator steps in the page, putting the queries there first in a new document. */
  async resolve(steps: Step[], count: boolean): Promise<ElementRef | string | number> {
    let answer = await this.run(resolve, steps, count);
    if (answer === NO_QUERIES) {
      await this.session.call(installQueries, []);
      answer = await this.run(resolve, steps, count);
    }
    return answer as ElementRef | string | number;
  }

  getByRole(role: string, options: { name?: Name; exact?: boolean } = {}): Locator {
    return new Locator(this, []).getByRole(role, options);
  }

  getByLabel(label: Name, options: { exact?: boolean } = {}): Locator {
    return new Locator(this, []).getByLabel(label, options);
  }

  getByText(text: Name, options: { exact?: boolean } = {}): Locator {
    return new Locator(this, []).getByText(text, options);
  }

  locator(selector: string): Locator {
    return new Locator(this, []).locator(selector);
  }

  /** The focused element, described (tag, role, label, class). */
  focused(): Promise<string> {
    return this.run(focused);
  }

  /** The definition a description list gives for `term` (a receipt's fact), once it shows. */
  definition(term: string): Promise<string> {
    return until(`the definition of ${term}`, async () => {
      const value = await this.run(definitionOf, term);
      return value ? value : new NotYet(`none for ${term}`);
    });
  }

  /** Does `action` and waits for the file it downloads. */
  async download(action: () => Promise<void>): Promise<Download> {
    const before = new Set(readdirSync(this.session.downloads));
    await action();
    const fileName = await until('a download', async () => {
      const files = readdirSync(this.session.downloads).filter((f) => !before.has(f));
      // Firefox writes into `<name>.part` beside an empty `<name>`, WebKit into `<name>.download`.
      const writing = files.filter((f) => /\.(part|download|wkdownload)$/.test(f));
      const [done] = files.filter(
        (f) => !writing.includes(f) && statSync(join(this.session.downloads, f)).size > 0,
      );
      return done && writing.length === 0
        ? done
        : new NotYet(`in ${this.session.downloads}: ${files.join(', ') || 'nothing'}`);
    });
    return { fileName, bytes: readFileSync(join(this.session.downloads, fileName)) };
  }

  click(element: ElementRef): Promise<void> {
    return this.session.click(element);
  }

  close(): Promise<void> {
    return this.session.close();
  }
}

/**
 * Errors of an action the page did not take: the element covered, not yet interactable,
 * or replaced by a re-render since it was found (both clients' wordings).
 */
const notDone =
  /intercepted|not interactable|stale|detached|not visible|not clickable|not an HTMLElement|Node with identifier/i;

/** Finds its element anew for every action and assertion, as Playwright's locators do. */
export class Locator {
  private readonly page: EnginePage;
  private readonly steps: Step[];

  constructor(page: EnginePage, steps: Step[]) {
    this.page = page;
    this.steps = steps;
  }

  private then(step: Step): Locator {
    return new Locator(this.page, [...this.steps, step]);
  }

  getByRole(role: string, { name, exact }: { name?: Name; exact?: boolean } = {}): Locator {
    return this.then({
      by: 'role',
      role,
      ...(name === undefined ? {} : { name: textMatch(name, exact) }),
    });
  }

  getByLabel(label: Name, { exact }: { exact?: boolean } = {}): Locator {
    return this.then({ by: 'label', match: textMatch(label, exact) });
  }

  getByText(text: Name, { exact }: { exact?: boolean } = {}): Locator {
    return this.then({ by: 'text', match: textMatch(text, exact) });
  }

  locator(selector: string): Locator {
    return this.then({ by: 'css', selector });
  }

  nth(index: number): Locator {
    const last = this.steps.at(-1);
    if (!last) throw new Error('nth() of nothing');
    return new Locator(this.page, [...this.steps.slice(0, -1), { ...last, nth: index }]);
  }

  toString(): string {
    return this.steps.map((s) => JSON.stringify(s)).join(' > ');
  }

  /** The element now and its state, or why there is none. */
  private async look(): Promise<{ element: ElementRef; state: ElementState } | NotYet> {
    try {
      const element = await this.page.resolve(this.steps, false);
      if (!isElementRef(element)) return new NotYet(String(element));
      return { element, state: await this.page.run(stateOf, element) };
    } catch (error) {
      // The page moved on between two calls (a re-render, a navigation): look again.
      return new NotYet(String(error));
    }
  }

  /**
   * Waits until exactly one element matches and `ready` holds for it, then does `act` with
   * it. An element that went stale or could not take the action yet (covered by a closing
   * dialog, re-rendered) is found anew and tried again.
   */
  private async when<T>(
    what: string,
    ready: (s: ElementState) => boolean,
    act: (element: ElementRef, state: ElementState) => Promise<T | NotYet>,
  ): Promise<T> {
    const done = await until(`${this} ${what}`, async () => {
      const found = await this.look();
      if (found instanceof NotYet) return found;
      if (!ready(found.state)) return new NotYet(`it is ${JSON.stringify(found.state)}`);
      try {
        const result = await act(found.element, found.state);
        return result instanceof NotYet ? result : { result };
      } catch (error) {
        // Only what was not done at all is tried again: never a click that may have landed.
        if (!notDone.test(String(error))) throw error;
        return new NotYet(String(error));
      }
    });
    return done.result;
  }

  private static readonly actionable = (s: ElementState) => s.visible && s.enabled;
  private static readonly any = () => true;

  async click(): Promise<void> {
    await this.when('to take a click', Locator.actionable, async (e) => {
      const stays = await this.page.run(staysPut, e);
      if (stays === true) return this.page.click(e);
      return new NotYet(stays ? 'its page draws no frames' : 'it is moving');
    });
  }

  /** Clicks into the field, selects what it holds and types `value` over it, key by key. */
  async fill(value: string): Promise<void> {
    await this.when('to take typing', Locator.actionable, async (element) => {
      await this.page.click(element);
      await this.page.run(selectText, element);
    });
    if (value) await this.page.keyboard.type(value);
    else await this.page.keyboard.press('Delete');
  }

  /** Chooses the option of a native select by its text. */
  async selectOption(label: string): Promise<void> {
    await this.when(`to offer ${label}`, Locator.actionable, async (element) =>
      (await this.page.run(selectOption, element, label)) ? true : new NotYet(`no ${label}`),
    );
  }

  /** Ticks a checkbox or chooses a radio by clicking it, unless it already is. */
  async check(): Promise<void> {
    const checked = await this.when('to be there', Locator.any, async (_, s) => s.checked);
    if (checked) return;
    await this.click();
    await this.when(
      'to be checked',
      (s) => s.checked,
      async () => true,
    );
  }

  /** Focuses the element, as the keyboard reaches it, and presses `key`. */
  async press(key: Key): Promise<void> {
    await this.when('to take the focus', Locator.actionable, (e) => this.page.run(focus, e));
    await this.page.keyboard.press(key);
  }

  /** Waits until the element is there and visible (`hidden`: until none is visible). */
  async waitFor({ state = 'visible' }: { state?: 'visible' | 'hidden' } = {}): Promise<void> {
    if (state === 'visible') {
      await this.when(
        'to be visible',
        (s) => s.visible,
        async () => true,
      );
      return;
    }
    await until(`${this} to be hidden`, async () =>
      (await this.isVisible()) ? new NotYet('it is visible') : true,
    );
  }

  private async read<K extends keyof ElementState>(key: K): Promise<ElementState[K] | undefined> {
    const found = await this.look();
    return found instanceof NotYet ? undefined : found.state[key];
  }

  async isVisible(): Promise<boolean> {
    return (await this.read('visible')) ?? false;
  }

  async isChecked(): Promise<boolean> {
    return (await this.read('checked')) ?? false;
  }

  async isFocused(): Promise<boolean> {
    return (await this.read('focused')) ?? false;
  }

  async isEnabled(): Promise<boolean> {
    return (await this.read('enabled')) ?? false;
  }

  /** The element's visible text, white space folded; waits for the element. */
  text(): Promise<string> {
    return this.when('to be there', Locator.any, async (_, s) => s.text);
  }

  /** A field's value; waits for the field. */
  value(): Promise<string> {
    return this.when('to be there', Locator.any, async (_, s) => s.value);
  }

  async count(): Promise<number> {
    return Number(await this.page.resolve(this.steps, true));
  }
}

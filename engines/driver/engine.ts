/**
 * What an engine's client offers the driver: a browser started once per run, and per test
 * a tab of its own in a fresh profile. Everything a test does goes through these few calls;
 * the rest (finding elements, waiting) is the same code in the page for every engine.
 */

export const engineNames = ['firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** Keys a test presses, by the names both clients know them by. */
export type Key =
  | 'Enter'
  | 'Tab'
  | 'Escape'
  | 'Space'
  | 'Backspace'
  | 'Delete'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight';

/** An element of the page, as the engine's client holds it. */
export type ElementRef = { readonly kind: 'element'; readonly handle: unknown };

export interface Session {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Calls `source`, a self-contained function, in the page with `args` (JSON values and
   * elements); an element it returns comes back as an `ElementRef`, anything else as JSON.
   */
  call(source: string, args: readonly unknown[]): Promise<unknown>;
  /** A real pointer click in the element's middle, scrolled into view first. */
  click(element: ElementRef): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The folder this tab's downloads land in, empty at the start. */
  readonly downloads: string;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  open(): Promise<Session>;
  stop(): Promise<void>;
}

/** Phone width: what most customers see. */
export const PHONE = { width: 390, height: 844 } as const;

export const isElementRef = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && (value as ElementRef).kind === 'element';

/** Wraps a function's source so a client can call it with a plain `arguments` list. */
export const callable = (source: string) => `return (${source}).apply(null, arguments);`;

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnFirstInput } from './prefetchOnFirstInput.ts';

const loaded = () => vi.fn(() => Promise.resolve({}));
/** Lets the loads' rejections be handled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The frame that answers the touch is painted, and the fetches that follow it have started. */
const painted = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));

describe('prefetchOnFirstInput', () => {
  const stops: (() => void)[] = [];
  const start = (...loads: (() => Promise<unknown>)[]) =>
    stops.push(prefetchOnFirstInput(loads, document));
  const field = () => document.querySelector('input') as HTMLInputElement;
  const heading = () => document.querySelector('h1') as HTMLElement;

  beforeEach(() => {
    document.body.innerHTML =
      '<h1 tabindex="-1">Ihre Bestellung</h1><form><input name="email"><button>Weiter</button></form>';
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('fetches nothing before the customer starts on the form, not for a focus outside it', () => {
    const load = loaded();
    start(load);
    heading().focus();
    heading().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    heading().dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['a focus into a field', () => field().focus()],
    [
      'a press on the button',
      () =>
        field()
          .form!.querySelector('button')!
          .dispatchEvent(new Event('pointerdown', { bubbles: true })),
    ],
    ['a keystroke', () => field().dispatchEvent(new Event('input', { bubbles: true }))],
    [
      'the pointer onto the form',
      () => field().dispatchEvent(new Event('pointerover', { bubbles: true })),
    ],
  ])('fetches everything the submit needs on %s, once', async (_start, begin) => {
    const [placeOrder, calls] = [loaded(), loaded()];
    start(placeOrder, calls);
    begin();
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await painted();
    field().dispatchEvent(new Event('input', { bubbles: true }));
    expect(placeOrder).toHaveBeenCalledOnce();
    expect(calls).toHaveBeenCalledOnce();
  });

  it('starts the fetches once the frame answering the first touch is painted, not during it', async () => {
    const load = loaded();
    start(load);
    field().focus();
    expect(load).not.toHaveBeenCalled();
    await painted();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches what failed again on the next start (the network back), and only that', async () => {
    const fetched = loaded();
    const offline = vi
      .fn(() => Promise.resolve({}))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    start(fetched, offline);
    field().focus();
    await painted();
    await settled();
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await painted();
    expect(fetched).toHaveBeenCalledOnce();
    expect(offline).toHaveBeenCalledTimes(2);
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await painted();
    expect(offline).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing once stopped (the view is gone), also after a failure', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    start(offline);
    field().focus();
    await painted();
    stops.splice(0).forEach((stop) => stop());
    await settled();
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await painted();
    expect(offline).toHaveBeenCalledOnce();
  });

  it('fetches nothing when the view is gone before the frame is painted', async () => {
    const load = loaded();
    start(load);
    field().focus();
    stops.splice(0).forEach((stop) => stop());
    await painted();
    expect(load).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staysPut } from './inPage.ts';

/**
 * The frames the page draws, drawn when the test says: a busy machine's browser, whose next
 * frame comes hundreds of milliseconds after the page changed (WebKit on CI).
 */
let frame: FrameRequestCallback[] = [];
function drawFrame() {
  const callbacks = frame;
  frame = [];
  for (const callback of callbacks) callback(performance.now());
}

/** An element drawn at `y`, which the test moves. */
function elementAt(y: { now: number }): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => new DOMRect(50, y.now, 300, 33);
  return element;
}

describe('staysPut, before the engines driver clicks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame.push(callback);
      return frame.length;
    });
  });
  afterEach(() => {
    frame = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers only once two frames are drawn: an option moved in a late frame is moving', async () => {
    const y = { now: 428 };
    let answer: Awaited<ReturnType<typeof staysPut>> | undefined;
    void staysPut(elementAt(y)).then((stays) => (answer = stays));

    await vi.advanceTimersByTimeAsync(400);
    expect(answer).toBeUndefined();
    drawFrame();
    // The list that shrank is placed below its field in the frame that comes at last.
    y.now = 683;
    drawFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toBe(false);
  });

  it('says that it stays put after two frames in the same place', async () => {
    const answer = staysPut(elementAt({ now: 683 }));
    drawFrame();
    drawFrame();
    await expect(answer).resolves.toBe(true);
  });

  it('says that the page draws no frames after a second without one', async () => {
    const answer = staysPut(elementAt({ now: 683 }));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toBe('no frames');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslandFailureNotice } from './islandFailure.ts';
import { LEAVE_CHECK } from './leaving.ts';

function renderPage() {
  document.body.innerHTML = `
    <div id="island-failed-notice" role="alert" hidden>
      <span>Diese Seite konnte nicht vollständig geladen werden.</span>
      <button type="button">Seite neu laden</button>
    </div>
    <main><h1>Kündigung</h1><astro-island ssr><div class="skeleton"></div></astro-island></main>`;
  const reload = vi.fn();
  const timers = { setTimeout: (run: () => void) => run() };
  const stop = startIslandFailureNotice(window, reload, timers);
  const notice = document.getElementById('island-failed-notice')!;
  const island = document.querySelector('astro-island')!;
  const fail = () =>
    island.dispatchEvent(
      new CustomEvent('astro:hydration-error', { bubbles: true, composed: true, cancelable: true }),
    );
  return { notice, island, reload, stop, fail };
}

afterEach(() => vi.restoreAllMocks());

describe('an island whose code did not arrive', () => {
  it('gets the notice right above it, and its button loads the page again', () => {
    const { notice, island, reload, stop, fail } = renderPage();
    expect(notice.hidden).toBe(true);
    fail();
    expect(notice.hidden).toBe(false);
    expect(island.previousElementSibling).toBe(notice);
    expect(notice.textContent).toContain('nicht vollständig geladen');
    notice.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });

  it('asks a screen that holds answers before it reloads', () => {
    const { notice, reload, stop, fail } = renderPage();
    const hold = (event: Event) => event.preventDefault();
    window.addEventListener(LEAVE_CHECK, hold);
    fail();
    notice.querySelector('button')!.click();
    expect(reload).not.toHaveBeenCalled();
    window.removeEventListener(LEAVE_CHECK, hold);
    stop();
  });

  it('says nothing while the islands load', () => {
    const { notice, stop } = renderPage();
    window.dispatchEvent(new Event('error'));
    expect(notice.hidden).toBe(true);
    stop();
  });
});

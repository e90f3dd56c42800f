/**
 * Browser APIs that jsdom lacks but Mantine and embla call: on mount, and as Mantine's
 * combobox scrolls the option arrowed to into view. Component and screen tests get them
 * through renderUi.tsx and flows/testing.tsx; they only have to exist (no media query
 * matches unless a test says so, nothing is observed or scrolled), since jsdom has no
 * layout to report anyway.
 */
let mediaMatches = (_query: string) => false;

/** What the shimmed media queries answer: a test of a layout per viewport decides. */
export function answerMediaQueries(matches: (query: string) => boolean): void {
  mediaMatches = matches;
}

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

// jsdom fetches no stylesheets: one a component waits for (src/ui/stylesheet.ts) has loaded.
new MutationObserver((changes) => {
  for (const change of changes)
    for (const node of change.addedNodes)
      if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
        node.dispatchEvent(new Event('load'));
}).observe(document.head, { childList: true });

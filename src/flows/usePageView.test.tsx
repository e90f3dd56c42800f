// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $firstPageView } from '../stores/firstPageView.ts';
import { usePageView } from './usePageView.ts';
import { pushedPageViews } from '../analytics/testing.ts';

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

function Screen({ shown }: { shown: boolean }) {
  usePageView(shown);
  return null;
}

describe('usePageView', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    window.history.replaceState(null, '', `/en/angebot/${token}/zahlung`);
    $firstPageView.set(false);
  });
  afterEach(cleanup);

  it('waits until the screen is shown, then tracks it by its token-free name', () => {
    const view = render(<Screen shown={false} />);
    expect(pushedPageViews()).toEqual([]);
    view.rerender(<Screen shown />);
    expect(pushedPageViews()).toEqual([
      { event: 'virtualPageView', pageName: 'angebot/zahlung', language: 'en', loginStatus: 'no' },
    ]);
  });

  it('tracks a screen once, however often it renders, also under StrictMode', () => {
    const view = render(
      <StrictMode>
        <Screen shown />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <Screen shown />
      </StrictMode>,
    );
    expect(pushedPageViews()).toHaveLength(1);
  });

  it('is an init on the first page view of the visit', () => {
    $firstPageView.set(true);
    render(<Screen shown />);
    expect(pushedPageViews()).toEqual([expect.objectContaining({ event: 'init' })]);
  });
});

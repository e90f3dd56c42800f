// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo, reloadWhenReachable } from './fakeApi.ts';
import { pushedPageViews } from '../analytics/testing.ts';
import { testText, testTexts } from '../i18n/testing.ts';
import { $firstPageView } from '../stores/firstPageView.ts';
import {
  failed,
  flowScreen,
  leaving,
  ready,
  redirect,
  type Loaded,
  type ScreenPlace,
  type ViewProps,
} from './flowScreen.tsx';
import { SLOW_LOAD_MS } from './LoadFailed.tsx';
import { Skeleton as ScreenSkeleton } from './Skeleton.tsx';
import { renderScreen } from './testing.tsx';
import { renderUi } from '../ui/renderUi.tsx';

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const path = `/en/angebot/${token}/zahlung`;

function Skeleton() {
  return <p>Skeleton of the screen</p>;
}

function View({ data, place, reload }: ViewProps<string>) {
  return (
    <>
      <p>
        {data} for {place.token} in {place.locale}
      </p>
      <button type="button" onClick={reload}>
        reload
      </button>
    </>
  );
}
const view = () => Promise.resolve({ default: View });

/** A load that answers when the test says so. */
function pendingLoad() {
  const answers: ((loaded: Loaded<string>) => void)[] = [];
  const load = vi.fn(
    (_place: ScreenPlace) => new Promise<Loaded<string>>((resolve) => answers.push(resolve)),
  );
  const answer = async (loaded: Loaded<string>, call = answers.length - 1) =>
    act(async () => answers[call]?.(loaded));
  return { load, answer };
}

const skeleton = () => screen.queryByText('Skeleton of the screen');
const loadFailedHeading = () =>
  screen.queryByRole('heading', { name: 'The content could not be loaded' });

describe('a flow screen', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    $firstPageView.set(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is its skeleton in the built page, and hydrates it without a mismatch', async () => {
    const { load } = pendingLoad();
    const Island = flowScreen({ Skeleton, load, view });
    const html = renderToString(<Island locale="en" texts={testTexts('en')} />);
    expect(html).toContain('Skeleton of the screen');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    window.history.replaceState(null, '', path);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(host, <Island locale="en" texts={testTexts('en')} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(host).toHaveTextContent('Skeleton of the screen');
    host.remove();
  });

  it('loads its data for the place in the address bar, and shows the view with it', async () => {
    const { load, answer } = pendingLoad();
    renderScreen(flowScreen({ Skeleton, load, view }), { path, locale: 'en' });
    expect(skeleton()).toBeVisible();
    expect(load).toHaveBeenCalledWith({ locale: 'en', token });
    await answer(ready('Offer'));
    expect(await screen.findByText(`Offer for ${token} in en`)).toBeVisible();
    expect(skeleton()).not.toBeInTheDocument();
  });

  it('shows the view of a screen without data on the page without a token', async () => {
    renderScreen(
      flowScreen<undefined>({
        Skeleton,
        view: () => Promise.resolve({ default: () => <p>Form</p> }),
      }),
      {
        path: '/angebot',
      },
    );
    expect(await screen.findByText('Form')).toBeVisible();
  });

  it('offers a retry when its data did not arrive, and loads again', async () => {
    const { load, answer } = pendingLoad();
    const { user } = renderScreen(flowScreen({ Skeleton, load, view }), { path, locale: 'en' });
    await answer(failed);
    expect(loadFailedHeading()).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/check your internet connection/i);
    expect(skeleton()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load again' }));
    expect(skeleton()).toBeVisible();
    expect(loadFailedHeading()).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await answer(ready('Offer'));
    expect(await screen.findByText(`Offer for ${token} in en`)).toBeVisible();
  });

  it('says what did not load in the screen’s own words', async () => {
    const load = () => Promise.resolve(failed);
    renderScreen(flowScreen({ Skeleton, load, view, failedTexts: 'summary:loadFailed' }), {
      path,
    });
    expect(
      await screen.findByRole('heading', { name: testText('summary:loadFailed.headline') }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: testText('summary:loadFailed.retry') }),
    ).toBeVisible();
  });

  it('offers a retry when its view’s code did not load, or its load broke', async () => {
    const offline = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderScreen(
      flowScreen({ Skeleton, load: () => Promise.resolve(ready('Offer')), view: offline }),
      {
        path,
        locale: 'en',
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'The content could not be loaded' }),
    ).toBeVisible();
  });

  describe('when its retry fails on its code again', () => {
    const codeGone = () =>
      Promise.reject(new TypeError('error loading dynamically imported module: /_astro/v.js'));
    const retryButton = () => screen.findByRole('button', { name: 'Load again' });
    const retry = async () => {
      const button = await retryButton();
      await act(async () => button.click());
    };
    beforeEach(() => vi.mocked(reloadWhenReachable).mockClear());

    it('loads the page again where the site answers: the engine keeps the failed module', async () => {
      vi.mocked(reloadWhenReachable).mockResolvedValue(true);
      const view = vi.fn(codeGone);
      renderScreen(flowScreen({ Skeleton, load: () => Promise.resolve(ready('Offer')), view }), {
        path,
        locale: 'en',
      });
      // The first failure only offers the retry.
      await retry();
      await vi.waitFor(() => expect(reloadWhenReachable).toHaveBeenCalledOnce());
      expect(view).toHaveBeenCalledTimes(2);
    });

    it('stays with its retry where the site does not answer (offline)', async () => {
      vi.mocked(reloadWhenReachable).mockResolvedValue(false);
      renderScreen(
        flowScreen({ Skeleton, load: () => Promise.resolve(ready('Offer')), view: codeGone }),
        { path, locale: 'en' },
      );
      await retry();
      await vi.waitFor(() => expect(reloadWhenReachable).toHaveBeenCalledOnce());
      expect(await retryButton()).toBeVisible();
    });

    it('does not load the page again for a retry that loads, nor for data that did not come', async () => {
      const view = vi.fn().mockImplementationOnce(codeGone).mockResolvedValue({ default: View });
      renderScreen(flowScreen({ Skeleton, load: () => Promise.resolve(ready('Offer')), view }), {
        path,
        locale: 'en',
      });
      await retry();
      expect(await screen.findByText(`Offer for ${token} in en`)).toBeVisible();

      renderScreen(flowScreen({ Skeleton, load: () => Promise.resolve(failed), view }), {
        path,
        locale: 'en',
      });
      await retry();
      expect(await retryButton()).toBeVisible();
      expect(reloadWhenReachable).not.toHaveBeenCalled();
    });
  });

  it('keeps its skeleton while the page leaves for another one', async () => {
    const { load, answer } = pendingLoad();
    renderScreen(flowScreen({ Skeleton, load, view }), { path, locale: 'en' });
    await answer(leaving);
    expect(skeleton()).toBeVisible();
    expect(loadFailedHeading()).not.toBeInTheDocument();
    expect(pushedPageViews()).toEqual([]);
  });

  it('says after 10 s that loading takes longer, and lets the customer ask again', async () => {
    vi.useFakeTimers();
    const { load, answer } = pendingLoad();
    renderScreen(flowScreen({ Skeleton, load, view }), { path, locale: 'en' });
    await act(async () => vi.advanceTimersByTime(SLOW_LOAD_MS - 1));
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('This is taking longer than usual')).toBeVisible();
    expect(skeleton()).toBeVisible();

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This is taking longer than usual')).not.toBeInTheDocument();
    // The first call was not abandoned for the customer, but its late answer is dropped.
    await answer(ready('Stale'), 0);
    expect(screen.queryByText(/^Stale/)).not.toBeInTheDocument();
    await answer(ready('Offer'), 1);
    expect(screen.getByText(`Offer for ${token} in en`)).toBeVisible();
  });

  it('counts one page view once the view is shown, under its token-free name', async () => {
    const { load, answer } = pendingLoad();
    const Island = flowScreen({ Skeleton, load, view });
    window.history.replaceState(null, '', path);
    const { user } = renderScreen(Island, { path, locale: 'en' });
    expect(pushedPageViews()).toEqual([]);
    await answer(ready('Offer'));
    await screen.findByText(`Offer for ${token} in en`);
    expect(pushedPageViews()).toEqual([
      {
        event: 'virtualPageView',
        pageName: 'angebot/zahlung',
        // Without the token, which the address bar carries.
        page_location: `${window.location.origin}/angebot/zahlung`,
        language: 'en',
        loginStatus: 'no',
      },
    ]);
    // Asking for the data again (an answer changed it) is no new page view.
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(load).toHaveBeenCalledTimes(2);
    await answer(ready('Offer'));
    await screen.findByText(`Offer for ${token} in en`);
    expect(pushedPageViews()).toHaveLength(1);
  });

  it('counts the page view once under StrictMode, as init on the first view of the visit', async () => {
    $firstPageView.set(true);
    const Island = flowScreen({ Skeleton, load: () => Promise.resolve(ready('Offer')), view });
    window.history.replaceState(null, '', path);
    render(
      <StrictMode>
        <Island locale="en" texts={testTexts('en')} />
      </StrictMode>,
    );
    await screen.findByText(`Offer for ${token} in en`);
    expect(pushedPageViews()).toEqual([expect.objectContaining({ event: 'init' })]);
  });

  it('leaves the page view to a screen that sends its own', async () => {
    const Island = flowScreen({
      Skeleton,
      load: () => Promise.resolve(ready('Offer')),
      view,
      ownPageView: true,
    });
    renderScreen(Island, { path, locale: 'en' });
    await screen.findByText(`Offer for ${token} in en`);
    expect(pushedPageViews()).toEqual([]);
  });
});

describe('redirect', () => {
  it('leaves for the target, in place of this page unless told otherwise', async () => {
    vi.mocked(goTo).mockResolvedValue(true);
    expect(await redirect('offerLogin', { token })).toEqual(leaving);
    expect(goTo).toHaveBeenLastCalledWith('offerLogin', { token }, { replace: true });
    await redirect('offer', { token }, { replace: false });
    expect(goTo).toHaveBeenLastCalledWith('offer', { token }, { replace: false });
  });

  it('is a failed load when the target cannot be reached (offline)', async () => {
    vi.mocked(goTo).mockResolvedValue(false);
    expect(await redirect('offerLogin', { token })).toEqual(failed);
  });
});

describe('Skeleton', () => {
  it('has a card of grey lines per section, hidden from screen readers, announced once', () => {
    const { container } = renderUi(<ScreenSkeleton sections={[2, 5]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Inhalte werden geladen.');
    const cards = [...container.querySelectorAll('.ui-page-section')];
    // A heading bar and the lines of each card.
    expect(cards.map((card) => card.querySelectorAll('.ui-loading-placeholder').length)).toEqual([
      3, 6,
    ]);
    for (const card of cards) expect(card).toHaveAttribute('aria-hidden', 'true');
  });
});

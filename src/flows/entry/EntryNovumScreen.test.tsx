// @vitest-environment jsdom
import '../../ui/jsdomShims.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deEntryNovum from '../../../locales/de/entryNovum.json';
import deUi from '../../../locales/de/ui.json';
import enEntryNovum from '../../../locales/en/entryNovum.json';
import enUi from '../../../locales/en/ui.json';
import { pushedPageViews } from '../../analytics/testing.ts';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import type { Locale } from '../../routes.ts';
import { readStoredUseCase } from '../../stores/textUseCase.ts';
import { MantineRoot } from '../../ui/MantineRoot.tsx';
import { EntryNovumScreen } from './EntryNovumScreen.tsx';

const entryNovum = vi.fn();
vi.mock('../loadApi.ts', () => ({ loadApi: () => Promise.resolve({ entryNovum }) }));

const ID = 'aldi-novum-entry-0001';
const TOKEN = 'aldi-offer-novum-0001';

/** The API's answer for a status, as the client maps a generic call's failure. */
const failure = (status: number) =>
  new ApiError({ response: { status, body: { code: 'x', message: 'x' } } });

function open(search: string, locale: Locale = 'de') {
  window.history.replaceState(
    {},
    '',
    `${locale === 'de' ? '' : `/${locale}`}/entry/novum${search}`,
  );
  const user = userEvent.setup();
  render(
    <MantineRoot
      locale={locale}
      resources={{
        de: { ui: deUi, entryNovum: deEntryNovum },
        en: { ui: enUi, entryNovum: enEntryNovum },
      }}
      context={{ slug: 'aldi' }}
    >
      <EntryNovumScreen />
    </MantineRoot>,
  );
  return { user };
}

describe('Novum entry', () => {
  let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    localStorage.clear();
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    replace = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, 'location', 'get').mockImplementation(() => ({
      ...window.document.location,
      replace,
    }));
    entryNovum.mockReset();
  });
  afterEach(cleanup);

  it('finds the offer, keeps the use case Novum and replaces itself with the offer page', async () => {
    let answer: (entry: object) => void = () => undefined;
    entryNovum.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open(`?id=${ID}`, 'en');
    expect(screen.getByText(enEntryNovum.resolving)).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    answer({ token: TOKEN, useCase: 'Novum' });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(`/en/angebot/${TOKEN}`));
    expect(entryNovum).toHaveBeenCalledWith({ query: { id: ID } });
    expect(readStoredUseCase()).toBe('Novum');
    // The offer page it passes on to counts the view, not this one.
    expect(pushedPageViews()).toEqual([]);
  });

  it.each([
    ['without an id', ''],
    ['with an empty id', '?id='],
    ['with a malformed id', '?id=abc%2F..'],
  ])('explains a link %s and offers the offer code, asking no one', async (_case, search) => {
    open(search);
    expect(await screen.findByText(deEntryNovum.invalid.headline)).toBeTruthy();
    expect(screen.getByRole('link', { name: deEntryNovum.enterCode }).getAttribute('href')).toBe(
      '/angebot',
    );
    expect(entryNovum).not.toHaveBeenCalled();
    expect(readStoredUseCase()).toBe('Standard');
  });

  it('explains an id the API does not know and offers the offer code', async () => {
    entryNovum.mockRejectedValue(failure(404));
    open(`?id=${ID}`);
    expect(await screen.findByText(deEntryNovum.unknown.headline)).toBeTruthy();
    expect(screen.getByRole('link', { name: deEntryNovum.enterCode })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    expect(pushedPageViews()).toMatchObject([{ pageName: 'entry/novum' }]);
  });

  it('reads an id the API refuses as a broken link', async () => {
    entryNovum.mockRejectedValue(
      new ValidationError([{ field: 'query.id', code: 'invalidValue', message: 'bad' }]),
    );
    open(`?id=${ID}`);
    expect(await screen.findByText(deEntryNovum.invalid.headline)).toBeTruthy();
  });

  it.each([
    ['too many attempts', failure(429), deEntryNovum.tooMany.headline],
    ['no answer', new ApiError(), deEntryNovum.unavailable.headline],
    ['a server fault', failure(503), deEntryNovum.unavailable.headline],
  ])('asks to try again after %s, and the retry goes on to the offer', async (_c, error, text) => {
    entryNovum
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce({ token: TOKEN, useCase: 'Novum' });
    const { user } = open(`?id=${ID}`);
    expect(await screen.findByText(text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: deEntryNovum.retry }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(`/angebot/${TOKEN}`));
    expect(entryNovum).toHaveBeenCalledTimes(2);
  });
});

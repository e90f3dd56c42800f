// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../fakeApi.ts';
import { pushedPageViews } from '../../analytics/testing.ts';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import type { Locale } from '../../routes.ts';
import { $useCase } from '../../stores/useCase.ts';
import { renderScreen } from '../testing.tsx';
import EntryNovumScreen from './EntryNovumScreen.tsx';
import { testText } from '../../i18n/testing.ts';

const { entryNovum } = fakeApi({ entryNovum: vi.fn() });

const ID = 'aldi-novum-entry-0001';
const TOKEN = 'aldi-offer-novum-0001';

/** The API's answer for a status, as the client maps a generic call's failure. */
const failure = (status: number) =>
  new ApiError({ response: { status, body: { code: 'x', message: 'x' } } });

const open = (search: string, locale: Locale = 'de') =>
  renderScreen(EntryNovumScreen, {
    path: `${locale === 'de' ? '' : `/${locale}`}/entry/novum${search}`,
    locale,
  });

/** The offer page, in place of the entry page in the history. */
const toTheOffer = ['offer', { token: TOKEN }, { replace: true }];

/** A link that leads nowhere lasting: the page says why and offers the offer code instead. */
async function expectOfferCodeOffered(headline: string) {
  expect(await screen.findByRole('heading', { name: testText(headline) })).toBeVisible();
  expect(screen.getByRole('link', { name: testText('entryNovum:enterCode') })).toHaveAttribute(
    'href',
    '/angebot',
  );
}

describe('Novum entry', () => {
  beforeEach(() => {
    $useCase.set('Standard');
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    entryNovum.mockReset();
    goTo.mockClear();
  });

  it('finds the offer, keeps the use case Novum and replaces itself with the offer page', async () => {
    let answer: (entry: object) => void = () => undefined;
    entryNovum.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open(`?id=${ID}`, 'en');
    expect(screen.getByText(testText('entryNovum:resolving', { locale: 'en' }))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Content is loading.');
    answer({ token: TOKEN, useCase: 'Novum' });
    await sentTo(...toTheOffer);
    expect(entryNovum).toHaveBeenCalledWith({ query: { id: ID } });
    expect($useCase.get()).toBe('Novum');
    // The first paint stays while the offer page opens.
    expect(screen.getByText(testText('entryNovum:resolving', { locale: 'en' }))).toBeVisible();
    // The offer page it passes on to counts the view, not this one.
    expect(pushedPageViews()).toEqual([]);
    // The id opens the offer: no third party may find it in the address bar.
    expect(window.location.search).toBe('');
  });

  it.each([
    ['without an id', ''],
    ['with an empty id', '?id='],
    ['with a malformed id', '?id=abc%2F..'],
  ])('explains a link %s and offers the offer code, asking no one', async (_case, search) => {
    open(search);
    await expectOfferCodeOffered('entryNovum:invalid.headline');
    expect(entryNovum).not.toHaveBeenCalled();
    expect($useCase.get()).toBe('Standard');
  });

  it('explains an id the API does not know and offers the offer code', async () => {
    entryNovum.mockRejectedValue(failure(404));
    open(`?id=${ID}`);
    await expectOfferCodeOffered('entryNovum:unknown.headline');
    expect(goTo).not.toHaveBeenCalled();
    expect(pushedPageViews()).toMatchObject([{ pageName: 'entry/novum' }]);
  });

  it('reads an id the API refuses as a broken link', async () => {
    entryNovum.mockRejectedValue(
      new ValidationError([{ field: 'query.id', code: 'invalidValue', message: 'bad' }]),
    );
    open(`?id=${ID}`);
    expect(
      await screen.findByRole('heading', { name: testText('entryNovum:invalid.headline') }),
    ).toBeVisible();
  });

  it.each([
    ['too many attempts', failure(429), testText('entryNovum:tooMany.headline')],
    ['no answer', new ApiError(), testText('entryNovum:unavailable.headline')],
    ['a server fault', failure(503), testText('entryNovum:unavailable.headline')],
  ])('asks to try again after %s, and the retry goes on to the offer', async (_c, error, text) => {
    entryNovum
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce({ token: TOKEN, useCase: 'Novum' });
    const { user } = open(`?id=${ID}`);
    expect(await screen.findByRole('heading', { name: text })).toBeVisible();
    await user.click(screen.getByRole('button', { name: testText('entryNovum:retry') }));
    await sentTo(...toTheOffer);
    expect(entryNovum).toHaveBeenCalledTimes(2);
  });

  it('asks to try again when the offer page cannot be reached (offline)', async () => {
    entryNovum.mockResolvedValue({ token: TOKEN, useCase: 'Novum' });
    goTo.mockResolvedValueOnce(false);
    const { user } = open(`?id=${ID}`);
    const headline = testText('entryNovum:unavailable.headline');
    expect(await screen.findByRole('heading', { name: headline })).toBeVisible();
    await user.click(screen.getByRole('button', { name: testText('entryNovum:retry') }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: headline })).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../../fakeApi.ts';
import { pushedPageViews } from '../../../analytics/testing.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { ApiError, OfferError } from '../../../api/errors/classes.ts';
import { $useCase } from '../../../stores/useCase.ts';
import { renderScreen, retryFailedLoad } from '../../testing.tsx';
import { exampleOffer, exampleTitle } from '../details/testing.tsx';
import PreviewScreen from './PreviewScreen.tsx';
import { testText } from '../../../i18n/testing.ts';

const { offerPreview, offerPreviewReset } = fakeApi({
  offerPreview: vi.fn(),
  offerPreviewReset: vi.fn(),
});

const token = 'o2-offer-preview-0001';
const dataLayer = () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];

const previewOf = (patch: Partial<Offer> = {}): Offer => ({
  ...exampleOffer(),
  state: 'personalData',
  ...patch,
});

const renderPreview = () =>
  renderScreen(PreviewScreen, { path: `/angebot/preview/${token}`, slug: 'o2' });

const resetButton = () =>
  screen.getByRole('button', { name: new RegExp(`^${testText('offerPreview:reset.submit')}`) });

describe('offer preview', () => {
  beforeEach(() => {
    goTo.mockClear();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    sessionStorage.clear();
    localStorage.clear();
    offerPreview.mockReset().mockResolvedValue(previewOf());
    offerPreviewReset.mockReset();
  });

  it('shows the offer read-only under a preview banner, with nothing to order', async () => {
    renderPreview();
    expect(
      await screen.findByRole('heading', { name: testText('offerPreview:banner.headline') }),
    ).toBeVisible();
    expect(offerPreview).toHaveBeenCalledWith({
      params: { id: token },
      query: { language: 'de' },
    });
    expect(screen.getByRole('heading', { level: 2, name: exampleTitle })).toBeVisible();
    expect(screen.getByText(testText('offerPreview:state.personalData'))).toBeVisible();
    expect(
      screen.getByRole('button', { name: /Vertragszusammenfassung herunterladen/ }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: testText('offer:offer.continue') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bestellen/i })).not.toBeInTheDocument();
  });

  it('counts no visit of the offer funnel: no page view, no offer_loaded', async () => {
    renderPreview();
    await screen.findByText(testText('offerPreview:banner.headline'));
    expect(dataLayer().filter((e) => e.event === 'offer_loaded')).toEqual([]);
    expect(pushedPageViews()).toEqual([]);
  });

  it('takes the use case of the previewed offer for the texts', async () => {
    offerPreview.mockResolvedValue(previewOf({ offerUseCase: 'Novum' }));
    renderPreview();
    await screen.findByText(testText('offerPreview:banner.headline'));
    expect($useCase.get()).toBe('Novum');
  });

  it('resets the preview once however often the button is pressed, and says so', async () => {
    let answer: (offer: Offer) => void = () => undefined;
    offerPreviewReset.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPreview();
    await screen.findByText(testText('offerPreview:state.personalData'));
    await user.dblClick(resetButton());
    expect(resetButton()).toHaveAttribute('aria-busy', 'true');
    answer(previewOf({ state: 'open' }));
    expect(await screen.findByText(testText('offerPreview:reset.done'))).toBeVisible();
    expect(screen.getByText(testText('offerPreview:state.open'))).toBeVisible();
    expect(offerPreviewReset).toHaveBeenCalledTimes(1);
    expect(offerPreviewReset).toHaveBeenCalledWith({ params: { id: token } });
    expect(resetButton()).not.toHaveAttribute('aria-busy');
  });

  it('says so when the reset is refused, and keeps the preview as it was', async () => {
    offerPreviewReset.mockRejectedValue(new OfferError('OfferResetFailed', 'refused'));
    const { user } = renderPreview();
    await screen.findByText(testText('offerPreview:state.personalData'));
    await user.click(resetButton());
    const note = await screen.findByText(testText('offerPreview:reset.refused'));
    expect(note.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByText(testText('offerPreview:state.personalData'))).toBeVisible();
  });

  it('asks to try again when the reset got no answer', async () => {
    offerPreviewReset.mockRejectedValue(new ApiError());
    const { user } = renderPreview();
    await screen.findByText(testText('offerPreview:state.personalData'));
    await user.click(resetButton());
    expect(await screen.findByText(testText('offerPreview:reset.unreachable'))).toBeVisible();
  });

  it.each([['OfferExpired'], ['NotFound'], ['OfferConsumed']] as const)(
    'leads %s to the general offer error page',
    async (code) => {
      offerPreview.mockRejectedValue(new OfferError(code, 'no'));
      renderPreview();
      await sentTo('offerErrorGeneric', {}, { replace: true, search: `?code=${code}` });
    },
  );

  it('offers a retry when the preview could not be loaded', async () => {
    offerPreview.mockRejectedValueOnce(new ApiError());
    const { user } = renderPreview();
    await retryFailedLoad(user, 'offerPreview:loadFailed');
    expect(
      await screen.findByRole('heading', { name: testText('offerPreview:banner.headline') }),
    ).toBeVisible();
    expect(offerPreview).toHaveBeenCalledTimes(2);
    expect(goTo).not.toHaveBeenCalled();
  });
});

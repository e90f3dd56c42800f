// @vitest-environment jsdom
import '../../../ui/jsdomShims.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deOffer from '../../../../locales/de/offer.json';
import deOfferDetails from '../../../../locales/de/offerDetails.json';
import deOfferPreview from '../../../../locales/de/offerPreview.json';
import deUi from '../../../../locales/de/ui.json';
import type { Offer } from '../../../api/contract/offer.ts';
import { ApiError, OfferError } from '../../../api/errors/classes.ts';
import { $useCase } from '../../../stores/useCase.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';
import { exampleOffer } from '../details/testing.tsx';
import { PreviewScreen } from './PreviewScreen.tsx';

const offerPreview = vi.fn();
const offerPreviewReset = vi.fn();
vi.mock('../../loadApi.ts', () => ({
  loadApi: () => Promise.resolve({ offerPreview, offerPreviewReset }),
}));

const token = 'o2-offer-preview-0001';
const dataLayer = () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];

const previewOf = (patch: Partial<Offer> = {}): Offer => ({
  ...exampleOffer(),
  state: 'personalData',
  ...patch,
});

function renderPreview() {
  const user = userEvent.setup();
  render(
    <MantineRoot
      locale="de"
      resources={{
        de: {
          ui: deUi,
          offer: deOffer,
          offerDetails: deOfferDetails,
          offerPreview: deOfferPreview,
        },
      }}
      context={{ slug: 'o2' }}
    >
      <PreviewScreen />
    </MantineRoot>,
  );
  return { user };
}

const resetButton = () =>
  screen.getByRole('button', { name: new RegExp(`^${deOfferPreview.reset.submit}`) });

describe('offer preview', () => {
  let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    window.history.replaceState({}, '', `/angebot/preview/${token}`);
    replace = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    sessionStorage.clear();
    localStorage.clear();
    offerPreview.mockReset().mockResolvedValue(previewOf());
    offerPreviewReset.mockReset();
  });
  afterEach(cleanup);

  it('shows the offer read-only under a preview banner, with nothing to order', async () => {
    renderPreview();
    expect(await screen.findByText(deOfferPreview.banner.headline)).toBeTruthy();
    expect(offerPreview).toHaveBeenCalledWith({ params: { id: token } });
    expect(screen.getByRole('heading', { level: 2, name: exampleOffer().name })).toBeTruthy();
    expect(screen.getByText(deOfferPreview.state.personalData)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Vertragszusammenfassung herunterladen/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: deOffer.offer.continue })).toBeNull();
    expect(screen.queryByRole('button', { name: /bestellen/i })).toBeNull();
  });

  it('counts no visit of the offer funnel', async () => {
    renderPreview();
    await screen.findByText(deOfferPreview.banner.headline);
    expect(dataLayer().filter((e) => e.event === 'offer_loaded')).toEqual([]);
  });

  it('takes the use case of the previewed offer for the texts', async () => {
    offerPreview.mockResolvedValue(previewOf({ offerUseCase: 'Novum' }));
    renderPreview();
    await screen.findByText(deOfferPreview.banner.headline);
    expect($useCase.get()).toBe('Novum');
  });

  it('resets the preview once however often the button is pressed, and says so', async () => {
    let answer: (offer: Offer) => void = () => undefined;
    offerPreviewReset.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPreview();
    await screen.findByText(deOfferPreview.state.personalData);
    await user.dblClick(resetButton());
    expect(resetButton().getAttribute('aria-busy')).toBe('true');
    answer(previewOf({ state: 'open' }));
    expect(await screen.findByText(deOfferPreview.reset.done)).toBeTruthy();
    expect(screen.getByText(deOfferPreview.state.open)).toBeTruthy();
    expect(offerPreviewReset).toHaveBeenCalledTimes(1);
    expect(offerPreviewReset).toHaveBeenCalledWith({ params: { id: token } });
    expect(resetButton().getAttribute('aria-busy')).toBeNull();
  });

  it('says so when the reset is refused, and keeps the preview as it was', async () => {
    offerPreviewReset.mockRejectedValue(new OfferError('OfferResetFailed', 'refused'));
    const { user } = renderPreview();
    await screen.findByText(deOfferPreview.state.personalData);
    await user.click(resetButton());
    const note = await screen.findByText(deOfferPreview.reset.refused);
    expect(note.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText(deOfferPreview.state.personalData)).toBeTruthy();
  });

  it('asks to try again when the reset got no answer', async () => {
    offerPreviewReset.mockRejectedValue(new ApiError());
    const { user } = renderPreview();
    await screen.findByText(deOfferPreview.state.personalData);
    await user.click(resetButton());
    expect(await screen.findByText(deOfferPreview.reset.unreachable)).toBeTruthy();
  });

  it.each([['OfferExpired'], ['NotFound'], ['OfferConsumed']] as const)(
    'leads %s to the general offer error page',
    async (code) => {
      offerPreview.mockRejectedValue(new OfferError(code, 'no'));
      renderPreview();
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(`/angebot/fehler?code=${code}`));
    },
  );

  it('offers a retry when the preview could not be loaded', async () => {
    offerPreview.mockRejectedValueOnce(new ApiError());
    const { user } = renderPreview();
    await user.click(await screen.findByRole('button', { name: deOfferPreview.loadFailed.retry }));
    expect(await screen.findByText(deOfferPreview.banner.headline)).toBeTruthy();
    expect(offerPreview).toHaveBeenCalledTimes(2);
    expect(replace).not.toHaveBeenCalled();
  });
});

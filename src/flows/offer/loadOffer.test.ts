// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../fakeApi.ts';
import type { Offer } from '../../api/contract/offer.ts';
import { CAROUSEL_FILES } from '../../ui/carouselFiles.ts';
import { exampleOffer } from './details/testing.tsx';
import { loadOffer } from './loadOffer.ts';

const prefetchFiles = vi.hoisted(() => vi.fn());
vi.mock('../../ui/importWhenReachable.ts', async (original) => ({
  ...(await original<typeof import('../../ui/importWhenReachable.ts')>()),
  prefetchFiles,
}));

const { offerGet } = fakeApi({ offerGet: vi.fn() });
const place = { token: 'Q2hhbmdlTWUxMjM0NTY3OA', locale: 'de' } as const;

/** The example offer, its handset with `count` pictures. */
function offerWithPictures(count: number): Offer {
  const offer = exampleOffer();
  const hardware = offer.offers.find((item) => item.hardware)?.hardware;
  if (!hardware) throw new Error('the example offer has a handset');
  hardware.images = Array.from({ length: count }, (_, i) => ({ url: `/p${i}.webp`, alt: '' }));
  return offer;
}

describe('loadOffer', () => {
  beforeEach(() => prefetchFiles.mockClear());

  it("fetches the carousel's files beside an offer whose handset has several pictures", async () => {
    offerGet.mockResolvedValue(offerWithPictures(3));
    expect((await loadOffer(place)).kind).toBe('ready');
    expect(prefetchFiles).toHaveBeenCalledWith(CAROUSEL_FILES);
  });

  it('fetches no carousel for a handset with one picture', async () => {
    offerGet.mockResolvedValue(offerWithPictures(1));
    expect((await loadOffer(place)).kind).toBe('ready');
    expect(prefetchFiles).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import '../ui/jsdomShims.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deOffer from '../../locales/de/offer.json';
import deUi from '../../locales/de/ui.json';

vi.mock('../i18n/loadLocale.ts', () => ({
  loadLocaleResources: () => Promise.resolve({ de: { ui: deUi, offer: deOffer } }),
}));

/** A fresh page load: the island reads the stored use case when its modules load. */
const load = async () => {
  vi.resetModules();
  const { FlowIsland: Island } = await import('./FlowIsland.tsx');
  const { useText } = await import('../i18n/react.tsx');
  const { setUseCase } = await import('../stores/useCase.ts');
  const Intro = () => <p>{useText()('offer:offer.intro')}</p>;
  const show = () =>
    render(
      <Island locale="de" brandSlug="aldi" loadingLabel="Lädt">
        <Intro />
      </Island>,
    );
  return { show, setUseCase };
};

describe('the texts of a flow island', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('are the plain texts without a use case', async () => {
    (await load()).show();
    expect(await screen.findByText(deOffer.offer.intro)).toBeTruthy();
  });

  it('are the Novum variants when the stored use case is Novum', async () => {
    localStorage.setItem('useCase', JSON.stringify('Novum'));
    (await load()).show();
    expect(await screen.findByText(deOffer.offer.intro__Novum)).toBeTruthy();
  });

  it('switch while the page is open when a screen sets the use case', async () => {
    const { show, setUseCase } = await load();
    show();
    await screen.findByText(deOffer.offer.intro);
    act(() => setUseCase('Novum'));
    expect(await screen.findByText(deOffer.offer.intro__Novum)).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageTexts } from './translate.ts';

const texts: PageTexts = {
  'offer:offer.intro': 'Ihr Angebot',
  'offer:offer.intro__Novum': 'Ihr Wechselangebot',
  'ui:button.loading': 'Schließen',
};

/** A fresh page load: the use case store reads what is stored when its module loads. */
async function load() {
  vi.resetModules();
  const { TextProvider, UseCaseText, useText, useTexts } = await import('./react.tsx');
  const { setUseCase } = await import('../stores/useCase.ts');
  function Intro() {
    const { t, locale } = useTexts();
    return (
      <p>
        {locale}: {t('offer:offer.intro')}
      </p>
    );
  }
  const page = (children = <Intro />) => (
    <TextProvider locale="de" texts={texts}>
      {children}
    </TextProvider>
  );
  return { page, setUseCase, UseCaseText, useText };
}

describe('the texts of an island', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['useCase'];
  });

  it('are the page texts in the page locale, plain without a use case', async () => {
    const { page } = await load();
    render(page());
    expect(screen.getByRole('paragraph')).toHaveTextContent('de: Ihr Angebot');
  });

  it('are the Novum variants when the stored use case is Novum', async () => {
    localStorage.setItem('useCase', JSON.stringify('Novum'));
    const { page } = await load();
    render(page());
    expect(screen.getByRole('paragraph')).toHaveTextContent('de: Ihr Wechselangebot');
  });

  it('switch while the page is open when a screen sets the use case', async () => {
    const { page, setUseCase } = await load();
    render(page());
    act(() => setUseCase('Novum'));
    expect(screen.getByRole('paragraph')).toHaveTextContent('de: Ihr Wechselangebot');
    expect(document.documentElement).toHaveAttribute('data-use-case', 'Novum');
  });

  it('hydrate the build’s standard text without a mismatch, then show the stored variant', async () => {
    const { page } = await load();
    const host = document.createElement('div');
    host.innerHTML = renderToString(page());
    document.body.append(host);
    localStorage.setItem('useCase', JSON.stringify('Novum'));
    const { page: stored } = await load();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(host, stored(), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(host).toHaveTextContent('de: Ihr Wechselangebot');
    host.remove();
  });

  it('cannot be used outside a TextProvider', async () => {
    const { useText } = await load();
    function Orphan() {
      useText();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('Texts are used outside a TextProvider');
  });
});

describe('UseCaseText', () => {
  beforeEach(() => localStorage.clear());

  it('puts every variant into the first paint, for CSS to pick by the stored use case', async () => {
    const { page, UseCaseText } = await load();
    const { container } = render(page(<UseCaseText k="offer:offer.intro" />));
    const variants = [...container.querySelectorAll('[data-text-use-case]')];
    expect(variants.map((span) => span.getAttribute('data-text-use-case'))).toEqual([
      'default',
      'Novum',
    ]);
    expect(variants.map((span) => span.textContent)).toEqual(['Ihr Angebot', 'Ihr Wechselangebot']);
  });

  it('renders a text without variants as it is', async () => {
    const { page, UseCaseText } = await load();
    const { container } = render(page(<UseCaseText k="ui:button.loading" />));
    expect(container.innerHTML).toBe('Schließen');
  });
});

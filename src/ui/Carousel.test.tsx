// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';
import { renderUi } from './renderUi.tsx';

const SLIDE_WIDTH = 300;
const measured = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;
const originals = measured.map((key) =>
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
);

// Embla's module, imported once ahead: the first import of a test run can take a second.
beforeAll(() => import('./CarouselMotion.tsx'));

// embla measures with offset* properties, which jsdom leaves at 0: lay the slides out
// side by side, one viewport wide each.
beforeEach(() => {
  const define = (key: (typeof measured)[number], get: (el: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get() {
        return get(this as HTMLElement);
      },
    });
  define('offsetWidth', () => SLIDE_WIDTH);
  define('offsetHeight', () => 100);
  define('offsetTop', () => 0);
  define('offsetLeft', (el) =>
    el.classList.contains('ui-carousel__slide')
      ? [...(el.parentElement?.children ?? [])].indexOf(el) * SLIDE_WIDTH
      : 0,
  );
});

afterEach(() => {
  measured.forEach((key, i) => {
    const original = originals[i];
    if (original) Object.defineProperty(HTMLElement.prototype, key, original);
  });
});

const carousel = () => screen.getByRole('region', { name: 'Ihre Angebote' });

/** Embla runs: it has placed the slides' container (inline transform), as it does on start. */
const moving = () =>
  vi.waitFor(
    () =>
      expect(
        carousel().querySelector<HTMLElement>('.ui-carousel__container')?.style.transform,
      ).toBeTruthy(),
    { timeout: 5_000 },
  );

const renderStill = (locale: 'de' | 'en' = 'de') =>
  renderUi(<Carousel label="Ihre Angebote" slides={['Tarif S', 'Tarif M', 'Tarif L']} />, {
    locale,
  });

/** The carousel, once embla (loaded after its first paint) moves it. */
async function renderCarousel(locale: 'de' | 'en' = 'de') {
  const view = renderStill(locale);
  await moving();
  return view;
}

/** The slide a sighted user sees: the one not hidden from assistive technology. */
const visibleSlide = () => within(carousel()).getByRole('group');
const dot = (n: number) => screen.getByRole('button', { name: `Zu Folie ${n} von 3` });

describe('Carousel', () => {
  it('is a labelled carousel showing the first of its slides', async () => {
    await renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(visibleSlide()).toHaveAttribute('aria-label', '1 von 3');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'Folie');
    expect(visibleSlide().textContent).toBe('Tarif S');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the next and previous buttons', async () => {
    const { user } = await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(visibleSlide().textContent).toBe('Tarif M');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1).hasAttribute('aria-current')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(visibleSlide().textContent).toBe('Tarif S');
  });

  it('moves with the arrow keys from anywhere inside', async () => {
    const { user } = await renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vorherige Folie' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleSlide().textContent).toBe('Tarif L');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide().textContent).toBe('Tarif M');
  });

  it('shows its first slide before embla runs, and carries out a press made meanwhile', async () => {
    const { user } = renderStill();
    expect(visibleSlide().textContent).toBe('Tarif S');
    expect(carousel().querySelector<HTMLElement>('.ui-carousel__container')?.style.transform).toBe(
      '',
    );
    await user.click(dot(3));
    await moving();
    await vi.waitFor(() => expect(visibleSlide().textContent).toBe('Tarif L'));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('jumps to a slide from its dot', async () => {
    const { user } = await renderCarousel();
    await user.click(dot(3));
    // Embla may have moved the slides before the carousel has its handle: the press then
    // waits for it, as a press made before embla ran does.
    await vi.waitFor(() => expect(visibleSlide().textContent).toBe('Tarif L'));
  });

  it('marks the buttons that lead nowhere, and keeps hidden slides out of the tab order', async () => {
    const { user } = await renderCarousel();
    const previous = screen.getByRole('button', { name: 'Vorherige Folie' });
    const next = screen.getByRole('button', { name: 'Nächste Folie' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await user.click(dot(3));
    await vi.waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    const hidden = carousel().querySelectorAll('.ui-carousel__slide[inert]');
    expect(hidden).toHaveLength(2);
  });

  it('speaks the page language', async () => {
    await renderCarousel('en');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to slide 2 of 3' })).toBeVisible();
  });
});

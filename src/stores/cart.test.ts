// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from './testing.ts';
import { callExamples } from '../api/contract/examples.ts';
import type { CartInput } from './cart.ts';

const offer = callExamples.offerGet.response;
const token = callExamples.offerGet.params.id;

const cart: CartInput = {
  token,
  offerId: offer.id,
  offerUseCase: offer.offerUseCase,
  useCase: 'Standard',
  productTypes: offer.productTypes,
  offers: offer.offers,
  ecommerce: {
    revenue: 138.99,
    tax: 22.19,
    shipping: 0,
    affiliation: 'O2',
    payment: 'SEPA',
    products: [
      {
        name: 'iPhone 17',
        id: 'APL-IP17-256-MN',
        price: 99,
        category: 'Handy',
        position: 1,
        productMonthlyPrice: 25,
        productOnetimePrice: 99,
        quantity: 1,
        brand: 'iPhone 17',
        variant: 'Mitternacht 256 GB',
      },
    ],
  },
  redirectedFromPaymentProvider: false,
};

/** A fresh page load in the same tab: the store reads sessionStorage again. */
const load = pageLoad(() => import('./cart.ts'));

describe('cart', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is empty without a stored cart', async () => {
    expect((await load()).$cart.get()).toBeUndefined();
  });

  it('survives a page load', async () => {
    (await load()).setCart(cart);
    const { $cart } = await load();
    expect($cart.get()).toEqual(cart);
  });

  it('belongs to one offer token', async () => {
    const { setCart, cartFor } = await load();
    setCart(cart);
    expect(cartFor(token)).toEqual(cart);
    expect(cartFor('AnotherOfferToken1234')).toBeUndefined();
  });

  it('remembers the return from the payment provider', async () => {
    (await load()).setCart(cart);
    (await load()).markReturnedFromPaymentProvider();
    expect((await load()).$cart.get()?.redirectedFromPaymentProvider).toBe(true);
  });

  it('marking the provider return without a cart does nothing', async () => {
    const { $cart, markReturnedFromPaymentProvider } = await load();
    markReturnedFromPaymentProvider();
    expect($cart.get()).toBeUndefined();
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('clearCart removes it from storage', async () => {
    const { setCart, clearCart } = await load();
    setCart(cart);
    clearCart();
    expect(sessionStorage.getItem('cart')).toBeNull();
    expect((await load()).$cart.get()).toBeUndefined();
  });

  it('refuses to store a cart it could not read back', async () => {
    const { setCart } = await load();
    expect(() => setCart({ ...cart, token: 'short' })).toThrow();
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('never keeps the personal data of the order summary in the tab', async () => {
    const summary = callExamples.offerSummary.response;
    (await load()).setCart({ ...cart, summary });
    const stored = sessionStorage.getItem('cart') ?? '';
    expect(stored).toContain(summary.orderReference);
    expect(stored).not.toContain(summary.personal.familyName);
    expect(stored).not.toContain('DE** ****');
  });

  it.each([
    ['invalid JSON', '{"token": "abc'],
    ['a foreign shape', JSON.stringify({ items: [1, 2, 3] })],
    [
      'wrong types',
      JSON.stringify({ ...cart, offers: 'iPhone', redirectedFromPaymentProvider: 'yes' }),
    ],
    ['a plain string', 'cart'],
    ['null', 'null'],
  ])('discards %s instead of failing', async (_name, stored) => {
    sessionStorage.setItem('cart', stored);
    const { $cart, cartFor } = await load();
    expect(() => $cart.get()).not.toThrow();
    expect($cart.get()).toBeUndefined();
    expect(cartFor(token)).toBeUndefined();
    const seen: unknown[] = [];
    $cart.subscribe((value) => seen.push(value))();
    expect(seen).toEqual([undefined]);
  });

  it('is kept by the tab only: nothing of it reaches localStorage, which outlives the session', async () => {
    (await load()).setCart(cart);
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);
  });

  it('removes the cart an earlier release left in localStorage, with its token', async () => {
    localStorage.setItem('cart', JSON.stringify(cart));
    const { $cart } = await load();
    expect(localStorage.getItem('cart')).toBeNull();
    expect($cart.get()).toBeUndefined();
  });

  it('lasts as long as the page where the browser denies sessionStorage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { setCart, cartFor } = await load();
    setCart(cart);
    expect(cartFor(token)).toEqual(cart);
    vi.restoreAllMocks();
  });

  it('reads the tab again when the back button restores a page from the cache', async () => {
    const { $cart, setCart } = await load();
    setCart(cart);
    const unlisten = $cart.listen(() => undefined);
    // A later page of the tab (the confirmation) dropped the cart.
    sessionStorage.removeItem('cart');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect($cart.get()).toBeUndefined();
    unlisten();
  });
});

import { describe, expect, it } from 'vitest';
import { OfferError } from '../api/errors/classes.ts';
import {
  OFFER_ERROR_STORAGE_KEY,
  offerErrorHref,
  readOfferError,
  rememberOfferError,
} from './offerError.ts';

const TOKEN = 'tok_ABCDEFGHIJKLMNOP';
const OTHER_TOKEN = 'tok_ZYXWVUTSRQPONMLK';
const downtime = { from: '2025-05-12T20:00:00Z', to: '2025-05-13T02:00:00Z' };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A storage holding `raw` as the stored error, as a tampered or outdated tab might. */
function storageWith(raw: string): Storage {
  const storage = memoryStorage();
  storage.setItem(OFFER_ERROR_STORAGE_KEY, raw);
  return storage;
}

describe('rememberOfferError and readOfferError', () => {
  it('hand the whole error from the failing screen to the error page', () => {
    const storage = memoryStorage();
    const stored = rememberOfferError(
      {
        code: 'Downtime',
        useCase: 'Novum',
        downtime,
        shopHotline: '+49 176 12345678',
        token: TOKEN,
      },
      storage,
    );
    expect(stored).toBe(true);
    expect(readOfferError('?code=Downtime', storage, TOKEN)).toEqual({
      code: 'Downtime',
      useCase: 'Novum',
      downtime,
      shopHotline: '+49 176 12345678',
      token: TOKEN,
    });
  });

  it('take an OfferError from the client as it is, keeping only what the page shows', () => {
    const storage = memoryStorage();
    const error = new OfferError(
      'ReservationCallHotline',
      'Offer could not be accessed.',
      { shopHotline: '089 787979400' },
      { response: { status: 409, body: { secret: 'server detail' } } },
    );
    rememberOfferError({ ...error, token: TOKEN }, storage);
    expect(JSON.parse(storage.getItem(OFFER_ERROR_STORAGE_KEY) ?? '')).toEqual({
      code: 'ReservationCallHotline',
      shopHotline: '089 787979400',
      token: TOKEN,
    });
  });

  it('fall back to the code in the URL when the browser denies storage', () => {
    expect(rememberOfferError({ code: 'OfferExpired' }, null)).toBe(false);
    expect(readOfferError('?code=OfferExpired', null)).toEqual({ code: 'OfferExpired' });
    expect(readOfferError(new URLSearchParams({ code: 'PaymentFailed' }), null)).toEqual({
      code: 'PaymentFailed',
    });
  });

  it('report false when the storage is full, without throwing', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(rememberOfferError({ code: 'OfferExpired' }, full)).toBe(false);
  });

  it.each([
    ['an unknown code', '?code=DropTables'],
    ['an empty code', '?code='],
    ['no code at all', ''],
  ])('read %s with nothing stored as Unexpected', (_case, search) => {
    expect(readOfferError(search, memoryStorage())).toEqual({ code: 'Unexpected' });
  });

  it.each([
    ['broken JSON', '{"code":'],
    ['null', 'null'],
    ['a list', '["OfferExpired"]'],
    ['an unknown code', '{"code":"NotACode","shopHotline":"089 1234567"}'],
    ['a code of another kind', '{"code":"IDV_SUCCESS"}'],
  ])('ignore a stored error that is %s', (_case, raw) => {
    expect(readOfferError('?code=OfferBlocked', storageWith(raw))).toEqual({
      code: 'OfferBlocked',
    });
    expect(readOfferError('', storageWith(raw))).toEqual({ code: 'Unexpected' });
  });

  it('survive a storage that throws on reading', () => {
    const denied = memoryStorage();
    denied.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readOfferError('?code=OfferConsumed', denied)).toEqual({ code: 'OfferConsumed' });
  });

  it('drop each malformed field on its own and keep the code', () => {
    const raw = JSON.stringify({
      code: 'ReservationCallHotline',
      useCase: 'Premium',
      downtime: { from: 'soon', to: '2025-05-13T02:00:00Z' },
      shopHotline: 'javascript:alert(1)',
      token: '../../etc',
    });
    expect(readOfferError('', storageWith(raw))).toEqual({ code: 'ReservationCallHotline' });
  });

  it('ignore a stored error of an earlier failure when the URL names another code', () => {
    const storage = memoryStorage();
    rememberOfferError({ code: 'Downtime', downtime }, storage);
    expect(readOfferError('?code=OfferExpired', storage)).toEqual({ code: 'OfferExpired' });
    expect(readOfferError('?code=Downtime', storage)).toEqual({ code: 'Downtime', downtime });
  });

  it('ignore a stored error of another offer', () => {
    const storage = memoryStorage();
    rememberOfferError(
      { code: 'OfferBlocked', shopHotline: '089 1234567', token: OTHER_TOKEN },
      storage,
    );
    expect(readOfferError('?code=OfferBlocked', storage, TOKEN)).toEqual({ code: 'OfferBlocked' });
    expect(readOfferError('?code=OfferBlocked', storage, OTHER_TOKEN)).toMatchObject({
      shopHotline: '089 1234567',
    });
  });
});

describe('offerErrorHref', () => {
  it('leads to the error page of the offer, in the page language, with the code', () => {
    expect(offerErrorHref('OfferExpired', TOKEN, 'en')).toBe(
      `/en/angebot/${TOKEN}/fehler?code=OfferExpired`,
    );
    expect(offerErrorHref('NotFound', undefined, 'de')).toBe('/angebot/fehler?code=NotFound');
  });

  it('carries a code the error page reads back without storage', () => {
    const url = new URL(offerErrorHref('PaymentAborted', TOKEN, 'tr'), 'https://example.test');
    expect(readOfferError(url.search, null)).toEqual({ code: 'PaymentAborted' });
  });
});

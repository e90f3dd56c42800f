import { persistentAtom } from '@nanostores/persistent';
import { atom, onMount, type WritableAtom } from 'nanostores';
import type { z } from '../api/contract/zod.ts';
import { sessionStorageOf } from './sessionStorage.ts';

/** Parses stored JSON against a schema; anything else (broken JSON, old or foreign shape) is none. */
export function decodeStored<S extends z.ZodMiniType>(
  schema: S,
  stored: string,
): z.output<S> | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A localStorage-backed store whose stored value must pass `schema` to be read: a
 * corrupted, outdated or foreign value (also one written by another tab) reads as
 * `fallback` instead of reaching the page. Setting `undefined` removes the key.
 */
export function validatedAtom<
  S extends z.ZodMiniType,
  F extends z.output<S> | undefined = undefined,
>(key: string, schema: S, fallback?: F): WritableAtom<z.output<S> | F> {
  return persistentAtom<z.output<S> | F>(key, fallback as F, {
    encode: (value) => (value === undefined ? undefined : JSON.stringify(value)),
    decode: (stored) => decodeStored(schema, stored) ?? (fallback as F),
  });
}

/**
 * A localStorage-backed store of JSON that must pass `isValid` to be read, else it reads as
 * `fallback`: the same without zod, for stores the pages load with their first scripts.
 */
export function guardedAtom<T, F extends T | undefined = undefined>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback?: F,
): WritableAtom<T | F> {
  return persistentAtom<T | F>(key, fallback as F, {
    encode: (value) => (value === undefined ? undefined : JSON.stringify(value)),
    decode: (stored) => {
      try {
        const value: unknown = JSON.parse(stored);
        return isValid(value) ? value : (fallback as F);
      } catch {
        return fallback as F;
      }
    },
  });
}

/**
 * A store like `validatedAtom` in this tab's sessionStorage: kept across the tab's page
 * loads (and a trip to a payment provider), gone when the tab closes, never seen by other
 * tabs or by a later browser session. Where the browser denies or has no room in
 * sessionStorage, the value lasts as long as the page. Setting `undefined` removes the key.
 */
export function validatedSessionAtom<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): WritableAtom<z.output<S> | undefined> {
  const storage = () => (typeof window === 'undefined' ? null : sessionStorageOf(window));
  const read = (): z.output<S> | undefined => {
    try {
      const stored = storage()?.getItem(key);
      return stored == null ? undefined : decodeStored(schema, stored);
    } catch {
      return undefined;
    }
  };
  const store = atom<z.output<S> | undefined>(read());
  const show = store.set.bind(store);
  store.set = (value) => {
    try {
      if (value === undefined) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // Denied or full: this page still has the value.
    }
    show(value);
  };
  // A page the back button restores from the browser's cache reads what the tab's later
  // pages left (the confirmation drops the cart). Nanostores unmounts a second after the last
  // listener leaves, when the page (or a test's document) may be gone: the page it listened to
  // is kept for that.
  onMount(store, () => {
    const page = window;
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted && storage()) show(read());
    };
    page.addEventListener('pageshow', restore);
    return () => page.removeEventListener('pageshow', restore);
  });
  return store;
}

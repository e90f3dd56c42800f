import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import type { z } from '../api/contract/zod.ts';

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

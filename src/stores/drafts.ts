import type { z } from '../api/contract/zod.ts';
import { sessionStorageOf } from '../release/sessionStorage.ts';

/**
 * What a customer typed into a form, kept so a reload or a failed submit loses nothing.
 * Personal data stays in this tab's sessionStorage, never in localStorage: it is gone when
 * the tab closes and other tabs or later visitors of a shared device do not see it.
 */
export type DraftValues = Record<string, unknown>;

const PREFIX = 'draft:';
const keyOf = (token: string, form: string) => `${PREFIX}${token}:${form}`;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : sessionStorageOf(window);
}

const isRecord = (value: unknown): value is DraftValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the values of one form of one link; false when the browser keeps nothing (denied, full). */
export function saveDraft(token: string, form: string, values: DraftValues): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(keyOf(token, form), JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

/**
 * The kept values of a form, or undefined when there are none or they cannot be read.
 * With a schema, only values that pass it are returned.
 */
export function loadDraft(token: string, form: string): DraftValues | undefined;
export function loadDraft<S extends z.ZodMiniType>(
  token: string,
  form: string,
  schema: S,
): z.output<S> | undefined;
export function loadDraft(token: string, form: string, schema?: z.ZodMiniType): unknown {
  let raw: unknown;
  try {
    const stored = storage()?.getItem(keyOf(token, form));
    if (stored === null || stored === undefined) return undefined;
    raw = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (schema) {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  }
  return isRecord(raw) ? raw : undefined;
}

/** Forgets one form of a link. */
export function removeDraft(token: string, form: string): void {
  try {
    storage()?.removeItem(keyOf(token, form));
  } catch {
    // Without storage there is nothing to forget.
  }
}

/** Forgets every form of a link, e.g. once the offer has been accepted. */
export function clearDrafts(token: string): void {
  try {
    const store = storage();
    if (!store) return;
    const prefix = `${PREFIX}${token}:`;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
  } catch {
    // Without storage there is nothing to forget.
  }
}

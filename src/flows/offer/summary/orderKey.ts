import { v4 as uuidv4 } from 'uuid';
import { loadDraft, removeDraft, saveDraft } from '../../../stores/drafts.ts';

/** Kept with the drafts of the link, so clearing them after the order forgets it too. */
export const ORDER_KEY_FORM = 'orderKey';

// Where the browser keeps nothing, at least this page load sends one key.
const inMemory = new Map<string, string>();

/**
 * The `Idempotency-Key` of this offer's order: created once and reused for every try,
 * so a double click, a retry after a lost answer or a reload replays the first order
 * instead of placing a second one.
 */
export function orderKey(token: string): string {
  const stored = loadDraft(token, ORDER_KEY_FORM)?.['key'];
  if (typeof stored === 'string' && stored !== '') return stored;
  const key = inMemory.get(token) ?? uuidv4();
  inMemory.set(token, key);
  saveDraft(token, ORDER_KEY_FORM, { key });
  return key;
}

/** Drops the key after the offer was reset: the next order is a new attempt with a new key. */
export function forgetOrderKey(token: string): void {
  inMemory.delete(token);
  removeDraft(token, ORDER_KEY_FORM);
}

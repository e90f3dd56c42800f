import { v4 as uuidv4 } from 'uuid';
import { offerAnswers } from '../offerAnswers.ts';

// Where the browser keeps nothing, at least this page load sends one key.
const inMemory = new Map<string, string>();

/**
 * The `Idempotency-Key` of this offer's order: created once and reused for every try,
 * so a double click, a retry after a lost answer or a reload replays the first order
 * instead of placing a second one. Kept with the link's answers, so forgetting them after
 * the order forgets it too.
 */
export function orderKey(token: string): string {
  const stored = offerAnswers.answer(token, 'orderKey');
  if (stored) return stored;
  const key = inMemory.get(token) ?? uuidv4();
  inMemory.set(token, key);
  offerAnswers.confirm(token, 'orderKey', key);
  return key;
}

/** Drops the key after the offer was reset: the next order is a new attempt with a new key. */
export function forgetOrderKey(token: string): void {
  inMemory.delete(token);
  offerAnswers.drop(token, 'orderKey');
}

import type { NationalityOption } from './nationalityOptions.ts';
import { matchingOptions, typedChoice } from './nationalityRanking.ts';

/** Where the customer is in the list's stand-in: what they typed, how far they arrowed down. */
export interface StandIn {
  /** The text typed; none shows the chosen nationality. */
  search: string | undefined;
  /** Options moved through with the arrow keys, as in the list: 1 is the first one. */
  moves: number;
  opened: boolean;
  focused: boolean;
}

export const standInStart: StandIn = {
  search: undefined,
  moves: 0,
  opened: false,
  focused: false,
};

export interface StandInKey {
  next: StandIn;
  /** The code chosen with Enter. */
  chosen?: string;
  /** The key did what the open list would do with it: the browser must not (no submit). */
  consumed: boolean;
}

/**
 * A key pressed in the stand-in, answered as the list would: the arrow keys move through
 * the options matching the text, Enter chooses the one arrowed to (else the one typed out),
 * Escape closes.
 */
export function standInKey(
  now: StandIn,
  key: string,
  options: readonly NationalityOption[],
): StandInKey {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const step = key === 'ArrowDown' ? 1 : -1;
    const count = matchingOptions(options, now.search).length;
    return {
      next: { ...now, moves: Math.min(Math.max(now.moves + step, 1), count), opened: true },
      consumed: true,
    };
  }
  if (key === 'Enter' && now.opened) {
    const chosen =
      now.moves > 0
        ? matchingOptions(options, now.search)[now.moves - 1]
        : typedChoice(options, now.search ?? '');
    return {
      next: { ...now, search: chosen ? undefined : now.search, moves: 0, opened: !chosen },
      ...(chosen ? { chosen: chosen.value } : {}),
      consumed: true,
    };
  }
  if (key === 'Escape') return { next: { ...now, moves: 0, opened: false }, consumed: false };
  return { next: now, consumed: false };
}

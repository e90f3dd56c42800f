import { atom } from 'nanostores';
import type { LeaveCheck } from '../../../layouts/leaving.ts';
import type { HeldAnswer } from './leaveTexts.ts';

/** A page load held back, waiting for the customer's answer. */
export interface Asked {
  check: LeaveCheck;
  held: HeldAnswer[];
  /** Where the focus was (the language link, the notice's button): it goes back there. */
  before: HTMLElement | null;
}

/**
 * The question waiting for the customer's answer, if a page load was held back
 * (leaveQuestion.ts asks it, LeaveWarning.tsx shows it).
 */
export const $leaveQuestion = atom<Asked | undefined>();

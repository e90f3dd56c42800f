import { LEAVE_CHECK, type LeaveCheck } from '../../../layouts/leaving.ts';
import { splitLocale } from '../../../routing/paths.ts';
import { matchRoute } from '../../../routing/match.ts';
import { $leaveQuestion } from './leaveStore.ts';
import type { HeldAnswer } from './leaveTexts.ts';

const offerTokenHere = (): string | undefined => {
  const match = matchRoute(splitLocale(window.location.pathname).path);
  return match.kind === 'route' ? match.params['token'] : undefined;
};

let listening = false;

/**
 * From now on, as long as the document lives, a page load the site starts (`mayLeave`)
 * waits while this offer's answers hold fields a load would lose (`heldNow`): also while a
 * step loads its data and no view is on screen; the question shows once one is. Called by
 * the answers that hold such fields, once they first hold one: before, nothing is lost.
 */
export function askBeforeLeaving(heldNow: (token: string) => HeldAnswer[]): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // Its view, fetched now: asked later, the page may be offline (that is when it matters).
  void import('./LeaveWarning.tsx').catch(() => undefined);
  window.addEventListener(LEAVE_CHECK, (event) => {
    const token = offerTokenHere();
    const held = token ? heldNow(token) : [];
    if (held.length === 0) return;
    event.preventDefault();
    $leaveQuestion.set({
      check: (event as CustomEvent<LeaveCheck>).detail,
      held,
      before: document.activeElement as HTMLElement | null,
    });
  });
}

import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useText } from '../../../i18n/react.tsx';
import { LEAVE_CHECK, type LeaveCheck } from '../../../layouts/leaving.ts';
import { matchRoute, splitLocale } from '../../../routes.ts';
import { orderAnswers } from '../orderAnswers.ts';
import { isHeldAnswer, leaveTexts, type HeldAnswer, type LeaveQuestion } from './leaveTexts.ts';

interface Asked {
  check: LeaveCheck;
  held: HeldAnswer[];
  /** Where the focus was (the language link, the notice's button): it goes back there. */
  before: HTMLElement | null;
}

/** The question waiting for the customer's answer, if a page load was held back. */
const $asked = atom<Asked | undefined>();

const offerTokenHere = (): string | undefined => {
  const match = matchRoute(splitLocale(window.location.pathname).path);
  return match.kind === 'route' ? match.params['token'] : undefined;
};

/**
 * Listens from the first step's view on, for as long as the document lives: also while the
 * next step loads its data and no view is on screen (its question shows once one is).
 */
function onLeaveCheck(event: Event) {
  const token = offerTokenHere();
  const held = token ? orderAnswers.heldNow(token).filter(isHeldAnswer) : [];
  if (held.length === 0) return;
  event.preventDefault();
  $asked.set({
    check: (event as CustomEvent<LeaveCheck>).detail,
    held,
    before: document.activeElement as HTMLElement | null,
  });
}
if (typeof window !== 'undefined') window.addEventListener(LEAVE_CHECK, onLeaveCheck);

const stay = () => {
  $asked.get()?.before?.focus();
  $asked.set(undefined);
};

/** The browser's own question, when the dialog's code cannot load (offline). */
function AskPlainly({ check, held, onStay }: LeaveQuestion) {
  const t = useText();
  useEffect(() => {
    const texts = leaveTexts(t, check.reason, held);
    const question = [texts.title, texts.text, texts.lost, ...texts.held, texts.kept].join('\n');
    if (window.confirm(question)) check.proceed();
    else onStay();
  }, [t, check, held, onStay]);
  return null;
}

// A Mantine modal, some 25 KB: loaded when a page load would lose something, not before.
const LeaveDialog = lazy((): Promise<{ default: ComponentType<LeaveQuestion> }> =>
  import('./LeaveDialog.tsx').then(
    (m) => ({ default: m.LeaveDialog }),
    () => ({ default: AskPlainly }),
  ),
);

/**
 * Before the site loads a new document (another language, the new release) while the
 * offer's ID document number or IBAN is held in the page's memory: the page stays, and a
 * dialog names what the customer would type again, to go on or to stay.
 */
export function LeaveWarning() {
  const asked = useStore($asked);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog check={asked.check} held={asked.held} onStay={stay} />
    </Suspense>
  );
}

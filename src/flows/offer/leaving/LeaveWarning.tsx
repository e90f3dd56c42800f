import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useText } from '../../../i18n/react.tsx';
import { $leaveQuestion } from './leaveStore.ts';
import { leaveTexts, type LeaveQuestion } from './leaveTexts.ts';

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

/** The customer stays: the question goes, the focus back where it was. */
function stayHere(): void {
  $leaveQuestion.get()?.before?.focus();
  $leaveQuestion.set(undefined);
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
export default function LeaveWarning() {
  const asked = useStore($leaveQuestion);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog check={asked.check} held={asked.held} onStay={stayHere} />
    </Suspense>
  );
}

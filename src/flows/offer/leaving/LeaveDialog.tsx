import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { leaveTexts, type LeaveQuestion } from './leaveTexts.ts';

/**
 * Asks before a page load that loses the answers held in memory: which ones (the ID
 * document's number, the IBAN), that all else stays, and the choice to go on or stay.
 */
export function LeaveDialog({ check, held, onStay }: LeaveQuestion) {
  const t = useText();
  const texts = leaveTexts(t, check.reason, held);
  return (
    <ModalDialog
      opened
      onClose={onStay}
      title={texts.title}
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            {texts.stay}
          </Button>
          <Button onClick={check.proceed}>{texts.go}</Button>
        </>
      }
    >
      <p>{texts.text}</p>
      <p>{texts.lost}</p>
      <ul>
        {texts.held.map((answer) => (
          <li key={answer}>{answer}</li>
        ))}
      </ul>
      <p>{texts.kept}</p>
    </ModalDialog>
  );
}

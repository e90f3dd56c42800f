import { useEffect, useState } from 'react';
import type { TextGroup } from '../i18n/keys.ts';
import { useText } from '../i18n/react.tsx';
import { Button } from '../ui/Button.tsx';
import { ButtonGroup } from '../ui/ButtonGroup.tsx';
import { SectionStatus } from '../ui/SectionStatus.tsx';

/** After this long without data the screen says so (the call itself is never aborted). */
export const SLOW_LOAD_MS = 10_000;

/** `ns:path` of the texts `headline`, `text` and `retry` of a status block. */
export type StatusTexts = TextGroup<'headline' | 'text' | 'retry'>;

export interface LoadFailedProps {
  texts: StatusTexts;
  onRetry: () => void;
}

/** A screen whose data did not arrive (network, server): what happened and a retry. */
export function LoadFailed({ texts, onRetry }: LoadFailedProps) {
  return <RetryStatus texts={texts} onRetry={onRetry} slow={false} />;
}

/** A status block with a retry; a slow load's is a note, and its retry the lesser button. */
function RetryStatus({ texts, onRetry, slow }: LoadFailedProps & { slow: boolean }) {
  const t = useText();
  return (
    <SectionStatus
      type={slow ? 'info' : 'error'}
      headline={t(`${texts}.headline`)}
      text={t(`${texts}.text`)}
      buttons={
        <ButtonGroup>
          <Button variant={slow ? 'secondary' : 'primary'} onClick={onRetry}>
            {t(`${texts}.retry`)}
          </Button>
        </ButtonGroup>
      }
    />
  );
}

/** True once SLOW_LOAD_MS have passed since the component mounted. */
function useSlow(): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow;
}

/**
 * Said while a screen's data is slow to come: that it takes longer than usual, and a way
 * to ask again. The first call goes on; whichever answers first is shown.
 */
export function SlowLoad({ onRetry }: { onRetry: () => void }) {
  if (!useSlow()) return null;
  return <RetryStatus texts="ui:slowLoad" onRetry={onRetry} slow />;
}

/**
 * Said while a submit is slow to be answered: that it takes longer than usual. No retry:
 * the request goes on, and sending it again would not make it faster.
 */
export function SlowSubmit() {
  const t = useText();
  if (!useSlow()) return null;
  return (
    <SectionStatus
      type="info"
      headline={t('ui:slowSubmit.headline')}
      text={t('ui:slowSubmit.text')}
    />
  );
}

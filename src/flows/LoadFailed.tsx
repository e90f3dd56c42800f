import { useEffect, useState } from 'react';
import { useText } from '../i18n/react.tsx';
import { RetryStatus, type StatusTexts } from '../ui/RetryStatus.tsx';
import { SectionStatus } from '../ui/SectionStatus.tsx';

export type { StatusTexts };

/** After this long without data the screen says so (the call itself is never aborted). */
export const SLOW_LOAD_MS = 10_000;

export interface LoadFailedProps {
  texts: StatusTexts;
  onRetry: () => void;
}

/** A screen whose data did not arrive (network, server): what happened and a retry. */
export function LoadFailed({ texts, onRetry }: LoadFailedProps) {
  return <RetryStatus texts={texts} onRetry={onRetry} slow={false} />;
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

import type { TextGroup } from '../i18n/keys.ts';
import { useText } from '../i18n/react.tsx';
import { Button } from './Button.tsx';
import { ButtonGroup } from './ButtonGroup.tsx';
import { SectionStatus } from './SectionStatus.tsx';

/** `ns:path` of the texts `headline`, `text` and `retry` of a status block. */
export type StatusTexts = TextGroup<'headline' | 'text' | 'retry'>;

export interface RetryStatusProps {
  texts: StatusTexts;
  onRetry: () => void;
  slow: boolean;
}

/** A status block with a retry; a slow load's is a note, and its retry the lesser button. */
export function RetryStatus({ texts, onRetry, slow }: RetryStatusProps) {
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

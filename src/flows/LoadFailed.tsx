import { Button } from '../ui/Button.tsx';
import { ButtonGroup } from '../ui/ButtonGroup.tsx';
import { SectionStatus } from '../ui/SectionStatus.tsx';

export interface LoadFailedProps {
  headline: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A screen whose data did not arrive (network, server): what happened and a retry. */
export function LoadFailed({ headline, text, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <SectionStatus
      headline={headline}
      text={text}
      buttons={
        <ButtonGroup>
          <Button onClick={onRetry}>{retryLabel}</Button>
        </ButtonGroup>
      }
    />
  );
}

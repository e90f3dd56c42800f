import { useState, type ReactNode } from 'react';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';

export interface MoveButtonProps {
  /** Opens the next screen; false when the site cannot be reached (`goTo`). */
  go: () => Promise<boolean>;
  children: ReactNode;
}

/**
 * The way on from a screen without a form (the offer page): busy while the next page
 * opens; offline, the customer stays and is told so, and presses again when back online.
 */
export function MoveButton({ go, children }: MoveButtonProps) {
  const t = useText();
  const [state, setState] = useState<'idle' | 'moving' | 'offline'>('idle');
  const move = async () => {
    if (state === 'moving') return;
    setState('moving');
    if (!(await go())) setState('offline');
  };
  return (
    <>
      {state === 'offline' && (
        <SectionStatus headline={t('ui:step.offline.headline')} text={t('ui:step.offline.text')} />
      )}
      <ButtonGroup align="end">
        <Button loading={state === 'moving'} onClick={() => void move()}>
          {children}
        </Button>
      </ButtonGroup>
    </>
  );
}

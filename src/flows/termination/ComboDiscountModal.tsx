import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PhoneNumber } from '../../ui/PhoneNumber.tsx';

export interface ComboDiscountModalProps {
  opened: boolean;
  hotline: string;
  onClose: () => void;
  /** Once the dialog is gone, e.g. to give the focus back to the choice that opened it. */
  afterClose?: () => void;
}

/**
 * A contract in a combination (mobile and home internet) loses its discount when one part
 * ends: said once, when such a contract is chosen, with the number to ask. "Jetzt
 * kündigen" goes on with the form; the termination button itself never waits for this.
 */
export function ComboDiscountModal({
  opened,
  hotline,
  onClose,
  afterClose,
}: ComboDiscountModalProps) {
  const t = useText();
  return (
    <ModalDialog
      opened={opened}
      onClose={onClose}
      {...(afterClose ? { returnFocus: false, afterClose } : {})}
      title={t('termination:comboModal.title')}
      actions={
        <Button onClick={onClose} data-track-id="termination.comboDiscount.terminateNow">
          {t('termination:comboModal.goOn')}
        </Button>
      }
    >
      <p>{t('termination:comboModal.text')}</p>
      <p>
        {t('termination:comboModal.call')}{' '}
        <PhoneNumber number={hotline} trackId="termination.comboDiscount.call" />
      </p>
    </ModalDialog>
  );
}

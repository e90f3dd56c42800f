import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PhoneNumber } from '../../ui/PhoneNumber.tsx';

export interface ComboDiscountModalProps {
  opened: boolean;
  hotline: string;
  /** Closed without sending: the form stays as it is. */
  onClose: () => void;
  /** "Jetzt kündigen": the termination is sent at once. */
  onTerminate: () => void;
  /** Once the dialog is gone, e.g. to give the focus back to the button that opened it. */
  afterClose?: () => void;
}

/**
 * A contract in a combination (mobile and home internet) loses its discount when one part
 * ends: said once, when "jetzt kündigen" is pressed for such a contract, with the number to
 * ask. Its "Jetzt kündigen" sends the termination at once, without a further step;
 * closing it sends nothing.
 */
export function ComboDiscountModal({
  opened,
  hotline,
  onClose,
  onTerminate,
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
        <Button onClick={onTerminate} data-track-id="termination.comboDiscount.terminateNow">
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

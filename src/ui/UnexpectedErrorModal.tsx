import './unexpected-error-modal.css';
import { useText } from '../i18n/react.tsx';
import { Icon } from './Icon.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import { STATUS_ICON_SIZE } from './sizes.ts';

export interface UnexpectedErrorModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The dialog for errors nobody planned for: an alert icon and a translated apology. */
export function UnexpectedErrorModal({ opened, onClose }: UnexpectedErrorModalProps) {
  const t = useText();
  return (
    <ModalDialog
      opened={opened}
      onClose={onClose}
      title={
        <>
          <Icon name="alert" size={STATUS_ICON_SIZE} className="ui-unexpected-error__icon" />
          {t('ui:unexpectedError.headline')}
        </>
      }
    >
      <p>{t('ui:unexpectedError.text')}</p>
    </ModalDialog>
  );
}

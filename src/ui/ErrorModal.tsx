import { useText } from '../i18n/react.tsx';
import { ModalDialog } from './ModalDialog.tsx';

export interface ErrorModalProps {
  opened: boolean;
  onClose: () => void;
  /** The error's message; shown as plain text, never as HTML. */
  text: string;
}

/** The generic error dialog: "Something went wrong!" and what went wrong. */
export function ErrorModal({ opened, onClose, text }: ErrorModalProps) {
  const t = useText();
  return (
    <ModalDialog opened={opened} onClose={onClose} title={t('ui:errorModal.headline')}>
      <p>{text}</p>
    </ModalDialog>
  );
}

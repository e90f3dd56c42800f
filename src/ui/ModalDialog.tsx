import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import './modal-dialog.css';
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useText } from '../i18n/react.tsx';
import { Button } from './Button.tsx';
import { ButtonGroup } from './ButtonGroup.tsx';
import { MantineScope } from './MantineScope.tsx';

export interface ModalDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons instead of "OK", e.g. a phone link and the action to go on with. */
  actions?: ReactNode;
  /** False when the dialog leads somewhere itself and puts the focus there. */
  returnFocus?: boolean;
  /** Once the dialog is gone (after its closing transition), e.g. to move the focus. */
  afterClose?: () => void;
}

/**
 * A message dialog: focus moves in and is trapped, Escape, the close button and "OK" (or
 * the dialog's own actions) close it, and focus returns to where it was.
 */
export function ModalDialog({
  opened,
  onClose,
  title,
  children,
  actions,
  returnFocus = true,
  afterClose,
}: ModalDialogProps) {
  const t = useText();
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        centered
        returnFocus={returnFocus}
        {...(afterClose ? { onExitTransitionEnd: afterClose } : {})}
        // Mantine locks scrolling through react-remove-scroll, which injects a <style>
        // element that the page's CSP blocks.
        lockScroll={false}
        closeButtonProps={{ 'aria-label': t('ui:modal.close') }}
        classNames={{ title: 'ui-modal-dialog__title' }}
      >
        <div className="ui-modal-dialog__body">{children}</div>
        <ButtonGroup align="end">
          {actions ?? <Button onClick={onClose}>{t('ui:modal.ok')}</Button>}
        </ButtonGroup>
      </Modal>
    </MantineScope>
  );
}

import type { MouseEvent } from 'react';
import { useText } from '../../i18n/react.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { fieldId, type FieldGroup } from './terminationForm.ts';
import { fieldNames } from './texts.ts';

export interface RequiredFieldsModalProps {
  /** The parts of the form still empty, in the form's order; none: the dialog is closed. */
  missing: readonly FieldGroup[];
  onClose: () => void;
  /** Closes the dialog and puts the focus on this part of the form. */
  onLead: (field: FieldGroup) => void;
  /** A field is being led to: the focus goes there, not back to where it was. */
  leading: boolean;
  /** The dialog is gone: the focus can move to the field led to. */
  afterClose: () => void;
}

/**
 * Opened when "jetzt kündigen" is pressed with answers missing: which ones, each a link to
 * its field. It names only what is missing; the form and its button stay as they were.
 */
export function RequiredFieldsModal({
  missing,
  onClose,
  onLead,
  leading,
  afterClose,
}: RequiredFieldsModalProps) {
  const t = useText();
  const lead = (event: MouseEvent<HTMLAnchorElement>, field: FieldGroup) => {
    event.preventDefault();
    onLead(field);
  };
  return (
    <ModalDialog
      opened={missing.length > 0}
      onClose={onClose}
      returnFocus={!leading}
      afterClose={afterClose}
      title={t('termination:requiredModal.title')}
    >
      <p>{t('termination:requiredModal.text')}</p>
      <ul className="termination-modal__list">
        {missing.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={(event) => lead(event, field)}>
              {t(fieldNames[field])}
            </a>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}

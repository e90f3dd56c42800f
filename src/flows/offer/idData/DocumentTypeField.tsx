import type { UseFormRegister } from 'react-hook-form';
import { useText } from '../../../i18n/react.tsx';
import { Radio } from '../../../ui/Radio.tsx';
import { StepFieldset } from '../../step/StepFieldset.tsx';
import { documentTypes, idFieldId, type IdFormValues } from './idForm.ts';
import type { TextKey } from '../../../i18n/keys.ts';

export interface DocumentTypeFieldProps {
  register: UseFormRegister<IdFormValues>;
  /** The field's message, translated. */
  message: string | undefined;
  /** The schema requires an answer (`step.required`). */
  required: boolean;
}

const texts: Record<(typeof documentTypes)[number], { label: TextKey; hint: TextKey }> = {
  idCard: { label: 'idData:documentType.idCard.label', hint: 'idData:documentType.idCard.hint' },
  passport: {
    label: 'idData:documentType.passport.label',
    hint: 'idData:documentType.passport.hint',
  },
  residencePermit: {
    label: 'idData:documentType.residencePermit.label',
    hint: 'idData:documentType.residencePermit.hint',
  },
  eidCard: { label: 'idData:documentType.eidCard.label', hint: 'idData:documentType.eidCard.hint' },
  arrivalCertificate: {
    label: 'idData:documentType.arrivalCertificate.label',
    hint: 'idData:documentType.arrivalCertificate.hint',
  },
  residenceAuthorisation: {
    label: 'idData:documentType.residenceAuthorisation.label',
    hint: 'idData:documentType.residenceAuthorisation.hint',
  },
};

/** Every document the contract accepts, each with a line on who holds it. */
export function DocumentTypeField({ register, message, required }: DocumentTypeFieldProps) {
  const t = useText();
  return (
    <StepFieldset
      id={idFieldId('documentType')}
      legend={t('idData:documentType.legend')}
      message={message}
      required={required}
    >
      <div className="personal-choices">
        {documentTypes.map((type, index) => (
          <Radio
            key={type}
            id={index === 0 ? idFieldId('documentType') : `${idFieldId('documentType')}-${type}`}
            value={type}
            label={t(texts[type].label)}
            description={t(texts[type].hint)}
            error={Boolean(message)}
            descriptionClassName="personal-choice-description"
            {...register('documentType')}
          />
        ))}
      </div>
    </StepFieldset>
  );
}

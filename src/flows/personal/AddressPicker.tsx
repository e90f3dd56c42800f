import './personal-data.css';
import '../step/step-fields.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { z } from '../../api/contract/zod.ts';
import type { PostalAddress } from '../../api/contract/personal.ts';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { Radio } from '../../ui/Radio.tsx';
import { StepForm } from '../step/StepForm.tsx';
import { FieldMessage } from '../step/StepFieldset.tsx';
import type { StepOutcome } from '../step/formStep.ts';
import { useFormStep } from '../step/useFormStep.ts';
import { addressSegments, changedParts, type AddressPart } from './addressLine.ts';
import type { AddressStatus } from './addressFields.ts';
import type { TextKey } from '../../i18n/keys.ts';

export interface AddressPickerProps {
  typed: PostalAddress;
  /** The corrected address, or the candidates of an ambiguous one. */
  options: readonly PostalAddress[];
  corrected: boolean;
  /** What choosing leads to: the step's move to the next screen, or what saving it came to. */
  onChoose: (
    address: PostalAddress,
    status: AddressStatus,
  ) => StepOutcome<AddressChoice> | Promise<StepOutcome<AddressChoice>>;
  /** The label of the button that takes the choice (default: continue). */
  submitLabel?: string;
  /** 3 inside a section of its own (the customer details on the verification page). */
  headingLevel?: 2 | 3;
  onEdit: () => void;
}

export interface AddressChoice {
  choice: string;
}

const KEEP = 'typed';
const RADIO_ID = 'personal-address-choice';

const partLabels: Record<AddressPart, TextKey> = {
  street: 'personalData:street.label',
  houseNumber: 'personalData:houseNumber.label',
  postalCode: 'personalData:postalCode.label',
  city: 'personalData:city.label',
};

/**
 * The address on one line, after an optional lead-in, with the parts that differ from
 * what was typed highlighted. Plain text runs are joined so the radio's name reads whole.
 */
function AddressLine({
  lead = '',
  address,
  changed,
}: {
  lead?: string;
  address: PostalAddress;
  changed: readonly AddressPart[];
}) {
  const children: ReactNode[] = [];
  let run = lead;
  for (const [part, separator, value] of addressSegments(address)) {
    run += separator;
    if (!changed.includes(part)) {
      run += value;
      continue;
    }
    children.push(
      run,
      <mark key={part} className="personal-changed">
        {value}
      </mark>,
    );
    run = '';
  }
  children.push(run);
  return <>{children}</>;
}

const choiceSchema = z.object({
  choice: z.string().check(z.minLength(1, 'personalData:addressCheck.required' satisfies TextKey)),
});

/**
 * The answer of the address validation when it is not simply "valid" (P5): the corrected
 * address or the candidates, each with what differs from the typed address, and the typed
 * address itself. Nothing is chosen for the customer; the choice is required.
 */
export function AddressPicker({
  typed,
  options,
  corrected,
  onChoose,
  onEdit,
  submitLabel,
  headingLevel = 2,
}: AddressPickerProps) {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const step = useFormStep<AddressChoice, AddressChoice>({
    schema: choiceSchema,
    defaults: () => ({ choice: '' }),
    fields: ['choice'],
    target: () => RADIO_ID,
    submit: async ({ choice }) => {
      const chosen = choice === KEEP ? undefined : options[Number(choice)];
      return chosen ? onChoose(chosen, 'validated') : onChoose(typed, 'entered');
    },
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const errorText = step.message('choice');
  const introId = `${RADIO_ID}-intro`;
  const errorId = `${RADIO_ID}-error`;
  const changedText = (changed: AddressPart[]) =>
    changed.length > 0
      ? t('personalData:addressCheck.changed', {
          fields: changed.map((part) => t(partLabels[part])).join(', '),
        })
      : undefined;
  const radio = step.form.register('choice');

  return (
    <StepForm
      step={step}
      submitLabel={submitLabel ?? t('personalData:addressCheck.continue')}
      className="personal-form"
      secondary={
        <Button type="button" variant="secondary" onClick={onEdit}>
          {t('personalData:addressCheck.edit')}
        </Button>
      }
    >
      <div className="personal-address-check">
        <fieldset
          className="step-fieldset"
          aria-describedby={errorText ? `${introId} ${errorId}` : introId}
        >
          <legend className="step-fieldset__legend">
            <Heading ref={heading} tabIndex={-1} className="personal-address-check__heading">
              {t(
                corrected
                  ? 'personalData:addressCheck.correctedHeading'
                  : 'personalData:addressCheck.choiceHeading',
              )}
            </Heading>
          </legend>
          <p id={introId} className="personal-intro">
            {t(
              corrected
                ? 'personalData:addressCheck.correctedIntro'
                : 'personalData:addressCheck.choiceIntro',
            )}
          </p>
          {errorText && <FieldMessage id={errorId}>{errorText}</FieldMessage>}
          <div className="personal-choices">
            {options.map((address, index) => {
              const changed = changedParts(address, typed);
              return (
                <Radio
                  key={index}
                  id={index === 0 ? RADIO_ID : `${RADIO_ID}-${index}`}
                  value={String(index)}
                  required
                  error={Boolean(errorText)}
                  label={
                    <AddressLine
                      lead={corrected ? `${t('personalData:addressCheck.suggestion')} ` : ''}
                      address={address}
                      changed={changed}
                    />
                  }
                  description={changedText(changed)}
                  descriptionClassName="personal-choice-description"
                  {...radio}
                />
              );
            })}
            <Radio
              id={`${RADIO_ID}-${KEEP}`}
              value={KEEP}
              required
              error={Boolean(errorText)}
              label={
                <AddressLine
                  lead={`${t('personalData:addressCheck.keep')} `}
                  address={typed}
                  changed={[]}
                />
              }
              {...radio}
            />
          </div>
        </fieldset>
      </div>
    </StepForm>
  );
}

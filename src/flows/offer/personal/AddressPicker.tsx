import { Radio } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PostalAddress } from '../../../api/contract/personal.ts';
import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { addressSegments, changedParts, type AddressPart } from './addressLine.ts';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import type { AddressStatus } from './personalForm.ts';

export interface AddressPickerProps {
  typed: PostalAddress;
  /** The corrected address, or the candidates of an ambiguous one. */
  options: readonly PostalAddress[];
  corrected: boolean;
  onChoose: (address: PostalAddress, status: AddressStatus) => void;
  onEdit: () => void;
  busy: boolean;
}

const KEEP = 'typed';
const RADIO_ID = 'personal-address-choice';

const partLabels: Record<AddressPart, string> = {
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
  busy,
}: AddressPickerProps) {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState<string>();
  const [missing, setMissing] = useState(0);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === undefined) {
      setMissing((n) => n + 1);
      return;
    }
    const chosen = choice === KEEP ? undefined : options[Number(choice)];
    if (chosen) onChoose(chosen, 'validated');
    else onChoose(typed, 'entered');
  };

  const error = missing > 0 && choice === undefined;
  const errorText = t('personalData:addressCheck.required');
  const introId = `${RADIO_ID}-intro`;
  const errorId = `${RADIO_ID}-error`;
  const changedText = (changed: AddressPart[]) =>
    changed.length > 0
      ? t('personalData:addressCheck.changed', {
          fields: changed.map((part) => t(partLabels[part])).join(', '),
        })
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="personal-form">
      <ErrorSummary
        entries={error ? [{ target: RADIO_ID, message: errorText }] : []}
        focusSignal={missing}
      />
      <div className="personal-address-check">
        <fieldset
          className="personal-fieldset"
          aria-describedby={error ? `${introId} ${errorId}` : introId}
        >
          <legend className="personal-fieldset__legend">
            <h2 ref={heading} tabIndex={-1} className="personal-address-check__heading">
              {t(
                corrected
                  ? 'personalData:addressCheck.correctedHeading'
                  : 'personalData:addressCheck.choiceHeading',
              )}
            </h2>
          </legend>
          <p id={introId} className="personal-intro">
            {t(
              corrected
                ? 'personalData:addressCheck.correctedIntro'
                : 'personalData:addressCheck.choiceIntro',
            )}
          </p>
          {error && (
            <p id={errorId} className="personal-error">
              {errorText}
            </p>
          )}
          <div className="personal-choices">
            {options.map((address, index) => {
              const changed = changedParts(address, typed);
              return (
                <Radio
                  key={index}
                  id={index === 0 ? RADIO_ID : `${RADIO_ID}-${index}`}
                  name="addressChoice"
                  value={String(index)}
                  checked={choice === String(index)}
                  onChange={() => setChoice(String(index))}
                  error={error}
                  label={
                    <AddressLine
                      lead={corrected ? `${t('personalData:addressCheck.suggestion')} ` : ''}
                      address={address}
                      changed={changed}
                    />
                  }
                  description={changedText(changed)}
                  classNames={{ description: 'personal-choice-description' }}
                />
              );
            })}
            <Radio
              id={`${RADIO_ID}-${KEEP}`}
              name="addressChoice"
              value={KEEP}
              checked={choice === KEEP}
              onChange={() => setChoice(KEEP)}
              error={error}
              label={
                <AddressLine
                  lead={`${t('personalData:addressCheck.keep')} `}
                  address={typed}
                  changed={[]}
                />
              }
            />
          </div>
        </fieldset>
      </div>
      <ButtonGroup align="space-between">
        <Button type="button" variant="secondary" onClick={onEdit}>
          {t('personalData:addressCheck.edit')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('personalData:addressCheck.continue')}
        </Button>
      </ButtonGroup>
    </form>
  );
}

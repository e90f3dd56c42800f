// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refusingSend } from './testing.ts';
import { z } from '../../api/contract/zod.ts';
import { testText } from '../../i18n/testing.ts';
import { renderUi } from '../../ui/renderUi.tsx';
import { datePartsRule, emptyDateParts, type DateParts } from './dateParts.ts';
import { PersonFields, type PersonField } from './PersonFields.tsx';
import { StepForm } from './StepForm.tsx';
import type { StepOutcome } from './formStep.ts';
import { useFormStep } from './useFormStep.ts';

const de = (key: string) => testText(key);

interface Values {
  givenNames: string;
  familyName: string;
  birthDate: DateParts;
}

const schema = z.object({
  givenNames: z.string().check(z.minLength(1, 'personalData:errors.givenNames.required')),
  familyName: z.string().check(z.minLength(1, 'personalData:errors.familyName.required')),
  birthDate: datePartsRule('birthDate', 'personalData:errors.birthDate', () => ({
    today: '2026-03-15',
    when: 'past',
    earliestYear: 1900,
  })),
});

const fields = [
  'givenNames',
  'familyName',
  'birthDate.day',
  'birthDate.month',
  'birthDate.year',
] as const;
const id = (field: PersonField) => `person-${field}`;

function Person({ submit }: { submit: () => Promise<StepOutcome<Values>> }) {
  const step = useFormStep({
    schema,
    defaults: (): Values => ({ givenNames: '', familyName: '', birthDate: emptyDateParts }),
    fields,
    target: (field) => id(field.startsWith('birthDate') ? 'birthDate' : (field as PersonField)),
    submit,
  });
  return (
    <StepForm step={step} submitLabel="Weiter">
      <PersonFields
        step={step}
        id={id}
        texts={{
          givenNames: { label: 'Vornamen', hint: 'Wie im Ausweis' },
          familyName: { label: 'Nachname' },
          birthDate: { label: 'Geburtsdatum', hint: 'Zum Beispiel 27 3 1990' },
        }}
      />
    </StepForm>
  );
}

const stay = () => Promise.resolve<StepOutcome<Values>>({ kind: 'stay' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const birthDate = () => screen.getByRole('group', { name: 'Geburtsdatum' });
/** The parts of the birth date marked as wrong, by label. */
const markedParts = () =>
  ['Tag', 'Monat', 'Jahr'].filter((part) => textbox(part).getAttribute('aria-invalid') === 'true');
const submitButton = () => screen.getByRole('button', { name: /^Weiter/ });

describe('the person fields', () => {
  it('ask for the names and the birth date by their labels, with hints and autofill names', () => {
    renderUi(<Person submit={stay} />);
    expect(textbox('Vornamen')).toHaveAccessibleDescription('Wie im Ausweis');
    expect(textbox('Vornamen')).toHaveAttribute('autocomplete', 'given-name');
    expect(textbox('Vornamen')).toHaveAttribute('id', 'person-givenNames');
    expect(textbox('Nachname')).toHaveAccessibleDescription('');
    expect(textbox('Nachname')).toHaveAttribute('autocomplete', 'family-name');
    expect(birthDate()).toHaveAccessibleDescription('Zum Beispiel 27 3 1990');
    const parts = within(birthDate()).getAllByRole('textbox');
    expect(parts.map((part) => part.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect(textbox('Tag')).toHaveAttribute('id', 'person-birthDate');
    expect(textbox('Vornamen')).toBeRequired();
    expect(textbox('Nachname')).toBeRequired();
  });

  it('show each name’s message at its field', async () => {
    const { user } = renderUi(<Person submit={stay} />);
    await user.type(textbox('Nachname'), 'Muster');
    await user.click(submitButton());
    expect(textbox('Vornamen')).toHaveAccessibleDescription(
      `${de('personalData:errors.givenNames.required')} Wie im Ausweis`,
    );
    expect(textbox('Vornamen')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Nachname')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('show one message for the date and mark only the parts that are wrong', async () => {
    const { user } = renderUi(<Person submit={stay} />);
    await user.type(textbox('Tag'), '7');
    await user.click(submitButton());
    const message = 'Das Geburtsdatum muss einen Monat und ein Jahr enthalten.';
    expect(birthDate()).toHaveAccessibleDescription(`Zum Beispiel 27 3 1990 ${message}`);
    expect(within(birthDate()).getAllByText(message)).toHaveLength(1);
    expect(markedParts()).toEqual(['Monat', 'Jahr']);
  });

  it('tell the message of the date’s first wrong part when its parts have different ones', async () => {
    const submit = refusingSend<Values>([
      { field: 'birthDate.year', message: 'personalData:errors.birthDate.underage' },
      { field: 'birthDate.month', message: 'dates:errors.notReal' },
    ]);
    const { user } = renderUi(<Person submit={submit} />);
    await user.type(textbox('Vornamen'), 'Anna');
    await user.type(textbox('Nachname'), 'Muster');
    await user.type(textbox('Tag'), '7');
    await user.type(textbox('Monat'), '3');
    await user.type(textbox('Jahr'), '1990');
    await user.click(submitButton());

    // The API's message from the date table names the date as the schema's would.
    const message = 'Das Geburtsdatum muss ein echtes Datum sein.';
    await vi.waitFor(() =>
      expect(birthDate()).toHaveAccessibleDescription(`Zum Beispiel 27 3 1990 ${message}`),
    );
    expect(
      screen.queryByText(de('personalData:errors.birthDate.underage')),
    ).not.toBeInTheDocument();
    expect(markedParts()).toEqual(['Monat', 'Jahr']);
  });
});

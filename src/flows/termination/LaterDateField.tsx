import { lazy, Suspense, type FocusEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { TerminationConfig } from '../../api/contract/termination.ts';
import { useLocale, useText } from '../../i18n/react.tsx';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder.tsx';
import { formatIsoDate } from '../offer/summary/format.ts';
import type { TerminationFormValues, TerminationInput } from './terminationForm.ts';

// Mantine dates make the picker the heaviest shared component: it loads when a later
// date is asked for, never with the page.
const DatePicker = lazy(() =>
  import('../../ui/DatePicker.tsx').then((m) => ({ default: m.DatePicker })),
);

/** Height (px) of the stand-in while the picker loads: its label, field and hint. */
const PICKER_HEIGHT = 88;

export interface LaterDateFieldProps {
  control: Control<TerminationFormValues, unknown, TerminationInput>;
  range: TerminationConfig['terminationDate'];
  /** Where the error summary leads: the picker's text field gets the focus from here. */
  id: string;
  /** The field's message, translated. */
  message: string | undefined;
}

/** Passes the focus the error summary gives the field on to the picker's text input. */
function focusInput(event: FocusEvent<HTMLDivElement>) {
  if (event.target === event.currentTarget)
    event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
}

/** The later date a termination should take effect on, within the brand's range. */
export function LaterDateField({ control, range, id, message }: LaterDateFieldProps) {
  const t = useText();
  const locale = useLocale();
  const hint = t('termination:date.later.hint', {
    earliest: formatIsoDate(range.earliest, locale),
    latest: formatIsoDate(range.latest, locale),
  });
  return (
    <div id={id} tabIndex={-1} onFocus={focusInput} className="termination-date">
      <Controller
        control={control}
        name="terminationDate"
        render={({ field }) => (
          <Suspense fallback={<LoadingPlaceholder height={PICKER_HEIGHT} />}>
            <DatePicker
              label={t('termination:date.later.label')}
              description={hint}
              minDate={range.earliest}
              maxDate={range.latest}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              required
            />
          </Suspense>
        )}
      />
      {message && <p className="step-error">{message}</p>}
    </div>
  );
}

// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from '../api/contract/zod.ts';
import { testTexts } from '../i18n/testing.ts';
import { createTranslate } from '../i18n/translate.ts';
import { leaves } from '../i18n/textFileChecks.ts';
import type { Locale } from '../routes.ts';
import { renderUi } from '../ui/renderUi.tsx';
import { idFormSchema } from './offer/idData/idSchema.ts';
import { personalFormSchema } from './offer/personal/personalSchema.ts';
import { fieldMessages } from './step/testing.ts';
import { messageValuesOf } from './step/messageValues.ts';
import { LaterDateField } from './termination/LaterDateField.tsx';
import {
  emptyTerminationForm,
  type TerminationFormValues,
  type TerminationInput,
} from './termination/terminationForm.ts';
import { terminationFormSchema } from './termination/terminationSchema.ts';
import { exampleConfig } from './termination/testing.ts';

/**
 * Every date a customer types words its problems from the one date table
 * (`locales/<lng>/dates.json`) with its own name in the sentence: a date field that went
 * back to its own copy of the messages, or lost its name, fails here.
 */

const now = () => new Date(2026, 2, 15);
const ROOT = resolve(import.meta.dirname, '../..');

/** The message a form's date field shows for `typed`, as the step shows it (src/flows/step/formStep.ts). */
function shown(schema: z.core.$ZodType, field: string, locale: Locale) {
  const typed = { day: '', month: '3', year: '2030' };
  const key = fieldMessages(schema, { [field]: typed })[`${field}.day`] ?? '';
  const t = createTranslate(testTexts(locale), locale);
  return { key, text: t(key as never, messageValuesOf(schema, field)?.(t)) };
}

const dateFields = [
  {
    date: 'the birth date of the personal data',
    schema: personalFormSchema(now),
    field: 'birthDate',
    says: {
      de: 'Das Geburtsdatum muss einen Tag enthalten.',
      en: 'Date of birth must include a day.',
      tr: 'Doğum tarihi bir gün içermelidir.',
    },
  },
  {
    date: 'the contract holder’s birth date of the termination',
    schema: terminationFormSchema(exampleConfig(), { now }),
    field: 'birthDate',
    says: {
      de: 'Das Geburtsdatum muss einen Tag enthalten.',
      en: 'Date of birth must include a day.',
      tr: 'Doğum tarihi bir gün içermelidir.',
    },
  },
  {
    date: 'the expiry date of the ID data',
    schema: idFormSchema(now),
    field: 'expiryDate',
    says: {
      de: 'Das Ablaufdatum muss einen Tag enthalten.',
      en: 'Expiry date must include a day.',
      tr: 'Son geçerlilik tarihi bir gün içermelidir.',
    },
  },
];

describe('the date table', () => {
  it.each(dateFields)('words a missing day of $date, naming it, in de, en and tr', (date) => {
    for (const locale of ['de', 'en', 'tr'] as const) {
      const { key, text } = shown(date.schema, date.field, locale);
      expect(key, locale).toBe('dates:errors.missingDay');
      expect(text, locale).toBe(date.says[locale]);
    }
  });

  it.each([
    ['de', '31.02.2027', 'Das gewünschte Vertragsende muss ein echtes Datum sein.'],
    ['en', '02/31/2027', 'Requested end of contract must be a real date.'],
    ['tr', '31.02.2027', 'İstenen bitiş tarihi gerçek bir tarih olmalıdır.'],
  ] as const)(
    'words an impossible end date of a termination (%s), naming it, at the field and in the error summary',
    async (locale, typed, text) => {
      let values = emptyTerminationForm;
      function LaterDate() {
        const { control, watch } = useForm<TerminationFormValues, unknown, TerminationInput>({
          defaultValues: emptyTerminationForm,
        });
        values = watch();
        const range = exampleConfig().terminationDate;
        return (
          <Controller
            control={control}
            name="terminationDate"
            render={({ field }) => (
              <LaterDateField field={field} range={range} id="later" message={undefined} />
            )}
          />
        );
      }
      const { user } = renderUi(<LaterDate />, { locale });
      await user.type(await screen.findByRole('textbox'), `${typed}{Enter}`);
      expect(screen.getByRole('alert').textContent).toBe(text);

      // What the form holds then gets the same words from the step's check (its summary).
      const schema = terminationFormSchema(exampleConfig(), { now });
      const key = fieldMessages(schema, { ...values, timing: 'later' })['terminationDate'] ?? '';
      const t = createTranslate(testTexts(locale), locale);
      expect(t(key as never, messageValuesOf(schema, 'terminationDate')?.(t))).toBe(text);
    },
  );

  it('is the only place a date problem is worded, also in the brands’ texts', () => {
    const files = ['locales', 'brands']
      .flatMap((dir) =>
        readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) =>
          join(ROOT, dir, f),
        ),
      )
      .filter((file) => /locales\/\w+\/\w+\.json$/.test(file) && !file.endsWith('/dates.json'));
    const dateProblem = /(^|\.)(missing(Day|Month|Year)\w*|yearFormat|notReal)$/;
    const copies = files.flatMap((file) =>
      [...leaves(JSON.parse(readFileSync(file, 'utf8'))).keys()]
        .filter((key) => dateProblem.test(key))
        .map((key) => `${relative(ROOT, file)}: ${key}`),
    );
    expect(copies).toEqual([]);
  });
});

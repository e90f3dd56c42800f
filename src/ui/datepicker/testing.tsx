import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextProvider } from '../../i18n/react.tsx';
import { testTexts } from '../../i18n/testing.ts';
import type { Locale } from '../../routes.ts';

/** Test helpers of the date pickers: not shipped, only imported by *.test.tsx. */

/**
 * Where a date picker is tested: Mantine's provider in test mode (no transitions), which
 * the picker's Mantine components need, and the texts of `locale`.
 */
export function PickerRoot({ locale = 'de', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <TextProvider locale={locale} texts={testTexts(locale)}>
        {children}
      </TextProvider>
    </MantineProvider>
  );
}

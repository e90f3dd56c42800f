import { describe, expect, it } from 'vitest';
import { nationalityOptions } from './nationalityOptions.ts';

const list = [
  { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
  { code: 'AT', name: { de: 'Österreich', en: 'Austria', tr: 'Avusturya' } },
  { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
  { code: 'AF', name: { de: 'Afghanistan', en: 'Afghanistan', tr: 'Afganistan' } },
];

describe('nationality options', () => {
  it('puts Germany first and sorts the rest by name in the page language', () => {
    expect(nationalityOptions(list, 'de').map((o) => o.label)).toEqual([
      'Deutschland',
      'Afghanistan',
      'Österreich',
      'Türkei',
    ]);
    expect(nationalityOptions(list, 'en')).toEqual([
      { value: 'DE', label: 'Germany' },
      { value: 'AF', label: 'Afghanistan' },
      { value: 'AT', label: 'Austria' },
      { value: 'TR', label: 'Türkiye' },
    ]);
    expect(nationalityOptions(list, 'tr').map((o) => o.value)).toEqual(['DE', 'AF', 'AT', 'TR']);
  });
});

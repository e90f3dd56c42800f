import { describe, expect, it } from 'vitest';
import { z } from '../../api/contract/zod.ts';
import { withdrawalFormSchema } from './withdrawalForm.ts';

const parse = (values: { name: string; order: string; email: string }) =>
  z.safeParse(withdrawalFormSchema, values);

describe('the withdrawal form’s rules', () => {
  it('takes a reference typed or copied with typographic dashes and spaces', () => {
    for (const order of [
      'B–2026–K7QM–4XD2–9HPT',
      'B‑2026‑K7QM‑4XD2‑9HPT',
      ' B - 2026 - K7QM-4XD2-9HPT ',
      'B−2026−K7QM−4XD2−9HPT',
      ' B-2026-K7QM\u200B-4XD2-9HPT\u00A0',
    ])
      expect(parse({ name: 'Anna Müller', order, email: 'anna@example.de' })).toMatchObject({
        success: true,
        data: { order: 'B-2026-K7QM-4XD2-9HPT' },
      });
  });

  it('takes an internationalised e-mail domain', () => {
    expect(
      parse({
        name: 'Anna Müller',
        order: 'B-2026-K7QM-4XD2-9HPT',
        email: 'anna@müller-bäckerei.de',
      }).success,
    ).toBe(true);
  });

  it('sends a pasted name on one line, without invisible characters', () => {
    expect(
      parse({
        name: 'Max\u200B Muster\nBestellung:\u202E JA',
        order: 'B-2026-K7QM-4XD2-9HPT',
        email: 'max@example.de',
      }),
    ).toMatchObject({ success: true, data: { name: 'Max Muster Bestellung: JA' } });
  });
});

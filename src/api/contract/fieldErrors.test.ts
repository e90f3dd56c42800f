import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './fieldErrors.ts';
import { z } from './zod.ts';

const form = z.object({
  name: z.string().check(z.minLength(2), z.maxLength(5)),
  postalCode: z.string().check(z.regex(/^\d{5}$/)),
  age: z.int().check(z.gte(18), z.lte(120)),
  accepted: z.literal(true),
  kind: z.enum(['a', 'b']),
  nested: z.object({ list: z.array(z.string().check(z.minLength(1))) }),
  checked: z.string().check(z.refine((v) => v === 'ok', { params: { code: 'invalidIban' } })),
  unknownCode: z.string().check(z.refine((v) => v === 'ok', { params: { code: 'madeUp' } })),
});

const valid = {
  name: 'Anna',
  postalCode: '80992',
  age: 30,
  accepted: true,
  kind: 'a',
  nested: { list: ['x'] },
  checked: 'ok',
  unknownCode: 'ok',
};

const errorsFor = (patch: Record<string, unknown>) => {
  const input = { ...valid, ...patch };
  const result = form.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error, input);
};

describe('toFieldErrors', () => {
  it.each([
    ['a missing field', { name: undefined }, 'name', 'required'],
    ['an empty string', { postalCode: '' }, 'postalCode', 'required'],
    ['a pattern mismatch', { postalCode: '8099' }, 'postalCode', 'invalidFormat'],
    ['a short string', { name: 'A' }, 'name', 'tooShort'],
    ['a long string', { name: 'Annabel' }, 'name', 'tooLong'],
    ['a small number', { age: 17 }, 'age', 'tooSmall'],
    ['a big number', { age: 121 }, 'age', 'tooBig'],
    ['an unchecked confirmation', { accepted: false }, 'accepted', 'mustAccept'],
    ['a value outside the choices', { kind: 'c' }, 'kind', 'invalidValue'],
    ['a wrong type', { age: 'thirty' }, 'age', 'invalid'],
    ['a nested list item', { nested: { list: ['x', ''] } }, 'nested.list.1', 'required'],
    ['a refinement with a known code', { checked: 'no' }, 'checked', 'invalidIban'],
    ['a refinement with an unknown code', { unknownCode: 'no' }, 'unknownCode', 'invalid'],
  ])('turns %s into field %s with code %s', (_case, patch, field, code) => {
    expect(errorsFor(patch)).toEqual([{ field, code, message: expect.any(String) }]);
  });
});

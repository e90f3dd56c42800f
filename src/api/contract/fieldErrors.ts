import type { FieldError } from './common.ts';
import type { z } from './zod.ts';

/**
 * Reasons a field can be invalid. The site shows its own text per code
 * (`errors:field.<code>`), never the server's message.
 */
export const fieldErrorCodes = [
  'required',
  'invalid',
  'invalidFormat',
  'invalidValue',
  'mustAccept',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'underage',
  'documentExpired',
  'dateRequired',
  'reasonRequired',
  'contractIdentificationRequired',
  'invalidIban',
  'fileTooLarge',
  'fileTypeNotAllowed',
  'fileNotAccepted',
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export const isFieldErrorCode = (code: string): code is FieldErrorCode =>
  (fieldErrorCodes as readonly string[]).includes(code);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function codeOf(issue: z.core.$ZodIssue, value: unknown): FieldErrorCode {
  if (issue.code === 'custom') {
    const code: unknown = issue.params?.['code'];
    return typeof code === 'string' && isFieldErrorCode(code) ? code : 'invalid';
  }
  if (value === undefined || value === null || value === '') return 'required';
  switch (issue.code) {
    case 'invalid_format':
      return 'invalidFormat';
    case 'invalid_value':
      return issue.values.length === 1 && issue.values[0] === true ? 'mustAccept' : 'invalidValue';
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'tooBig';
    default:
      return 'invalid';
  }
}

/** The errors list of a 400 answer (SPEC §5) from a failed parse of `input`. */
export function toFieldErrors(error: z.core.$ZodError, input: unknown): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: codeOf(issue, valueAt(input, issue.path)),
    message: issue.message,
  }));
}

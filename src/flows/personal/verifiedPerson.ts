import { personalDataSchema } from '../../api/contract/personal.ts';
import { z } from '../../api/contract/zod.ts';
import type { VerifiedPerson } from './LockedIdentity.tsx';

const verifiedPersonSchema = z.pick(personalDataSchema, {
  salutation: true,
  givenNames: true,
  familyName: true,
  birthDate: true,
});

/**
 * Name, salutation and birth date of a known customer, to show read-only. Only data that
 * passes the form's own rules is locked: anything else stays a field the customer can fix,
 * rather than a rule they cannot meet and cannot see.
 */
export function verifiedPersonOf(known: unknown): VerifiedPerson | undefined {
  const parsed = z.safeParse(verifiedPersonSchema, known);
  return parsed.success ? parsed.data : undefined;
}

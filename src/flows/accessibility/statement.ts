import { z } from '../../api/contract/zod.ts';
import { localeIso, type Locale } from '../../routes.ts';
import facts from './statement.json' with { type: 'json' };

const statementSchema = z.object({
  standards: z.object({
    wcag: z.string(),
    level: z.enum(['A', 'AA', 'AAA']),
    en301549: z.string(),
  }),
  /** `partial` while a limitation is listed; `full` once none is left. */
  conformance: z.enum(['partial', 'full']),
  feedback: z.object({ email: z.email(), answerWithinDays: z.number().check(z.positive()) }),
  authority: z.object({ name: z.string(), address: z.array(z.string()), email: z.email() }),
});

export type StatementFacts = z.infer<typeof statementSchema>;

/** Checks the facts of the statement; a broken file fails the build, naming the field. */
export const parseStatement = (raw: unknown): StatementFacts => statementSchema.parse(raw);

/** The facts of the accessibility statement, from its one data file (statement.json). */
export const statement: StatementFacts = parseStatement(facts);

/**
 * The date of the last review, as the page shows it: the day the page was built, in
 * Germany. Every build runs the checks the statement describes, so each release is
 * reviewed on the day it is built.
 */
export function reviewDate(locale: Locale, builtAt: Date): string {
  return new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(builtAt);
}

import { v4 as uuidv4 } from 'uuid';
import type { z } from '../../api/contract/zod.ts';
import type { FlowAnswers } from '../answers.ts';

/** What a form that declares something once keeps per slot: its id, then its receipt. */
export type DeclarationSchemas = Record<string, z.core.$ZodType> & {
  attempt: z.ZodMiniUUID;
  received: z.core.$ZodType;
};

/**
 * The id of a declaration (a termination, a withdrawal) being filled in, and its receipt.
 * Every submit and retry uses the id, so a double click or a retry after a lost answer
 * replays the first receipt instead of declaring twice. Once the receipt is in, it stays
 * for the receipt page (and a reload of it) while the id and everything typed are done
 * with: the next form is a new declaration.
 */
export function attempts<S extends DeclarationSchemas>(answers: FlowAnswers<S>) {
  // Where the browser keeps nothing, at least this page load sends one id.
  const inMemory = new Map<string, string>();
  return {
    attemptId(slot: string): string {
      const stored: unknown = answers.answer(slot, 'attempt');
      if (typeof stored === 'string') return stored;
      const id = inMemory.get(slot) ?? uuidv4();
      inMemory.set(slot, id);
      answers.confirm(slot, 'attempt', id as z.core.output<S['attempt']>);
      return id;
    },
    keepReceipt(slot: string, received: z.core.output<S['received']>): void {
      inMemory.delete(slot);
      answers.forget(slot);
      answers.confirm(slot, 'received', received);
    },
  };
}

import { z } from '../api/contract/zod.ts';
import { sessionStorageOf } from '../stores/sessionStorage.ts';

/** What one link's flow keeps: confirmed answers per step, and what is still being typed. */
interface Kept {
  answers: Record<string, unknown>;
  typing: Record<string, Record<string, unknown>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where what is typed on a step is kept across reloads (the form step's `typing`, src/flows/step/formStep.ts); none for a one-time code. */
export interface TypingSlot {
  read(): Record<string, unknown> | undefined;
  keep(values: Record<string, unknown>): void;
}

export interface FlowAnswers<S extends Record<string, z.core.$ZodType>> {
  /** A confirmed answer, if there is one and it still passes its schema. */
  answer<K extends keyof S & string>(token: string, step: K): z.core.output<S[K]> | undefined;
  /** A confirmed answer as stored, unchecked (src/flows/memoryOnly.ts completes it). */
  stored(token: string, step: keyof S & string): unknown;
  /** Confirms a step's answer; what was typed on the step is done with. */
  confirm<K extends keyof S & string>(token: string, step: K, value: z.core.output<S[K]>): void;
  /** Forgets one confirmed answer. */
  drop(token: string, step: keyof S & string): void;
  /** What was typed on a step and not confirmed yet. */
  typing(token: string, step: keyof S & string): Record<string, unknown> | undefined;
  keepTyping(token: string, step: keyof S & string, values: Record<string, unknown>): void;
  /** What is typed on a step, for its form (the form step's `typing`). */
  slot(token: string, step: keyof S & string): TypingSlot;
  /** Forgets what was typed on a step without confirming it (the customer cancelled). */
  forgetTyping(token: string, step: keyof S & string): void;
  /** Forgets everything of this link, e.g. once the order is placed. */
  forget(token: string): void;
}

/** The sessionStorage key of one link's answers in one flow. */
export const answersKey = (flow: string, token: string): string => `answers:${flow}:${token}`;

/**
 * The one typed place of a flow's answers per link, in this tab's sessionStorage: gone when
 * the tab closes, never seen by other tabs or later visitors of a shared device, and kept
 * across reloads. An answer is checked against its schema each time it is read, so one
 * that no longer holds (an ID document expired since) counts as missing.
 */
export function flowAnswers<S extends Record<string, z.core.$ZodType>>(
  flow: string,
  schemas: S,
): FlowAnswers<S> {
  const keyOf = (token: string) => answersKey(flow, token);
  const storage = () => (typeof window === 'undefined' ? null : sessionStorageOf(window));

  const read = (token: string): Kept => {
    try {
      const raw: unknown = JSON.parse(storage()?.getItem(keyOf(token)) ?? 'null');
      if (isRecord(raw) && isRecord(raw['answers']) && isRecord(raw['typing']))
        return raw as unknown as Kept;
    } catch {
      // Unreadable: as if nothing was kept.
    }
    return { answers: {}, typing: {} };
  };
  const write = (token: string, kept: Kept) => {
    try {
      storage()?.setItem(keyOf(token), JSON.stringify(kept));
    } catch {
      // A full or denied storage keeps nothing; the flow goes on with what is on screen.
    }
  };

  const answers: FlowAnswers<S> = {
    answer(token, step) {
      const parsed = z.safeParse(schemas[step] as z.core.$ZodType, read(token).answers[step]);
      return parsed.success ? (parsed.data as z.core.output<S[typeof step]>) : undefined;
    },
    stored: (token, step) => read(token).answers[step],
    confirm(token, step, value) {
      const kept = read(token);
      kept.answers[step] = value;
      delete kept.typing[step];
      write(token, kept);
    },
    drop(token, step) {
      const kept = read(token);
      delete kept.answers[step];
      write(token, kept);
    },
    typing(token, step) {
      const values = read(token).typing[step];
      return isRecord(values) ? values : undefined;
    },
    slot(token, step) {
      return {
        read: () => answers.typing(token, step),
        keep: (values) => answers.keepTyping(token, step, values),
      };
    },
    keepTyping(token, step, values) {
      const kept = read(token);
      kept.typing[step] = values;
      write(token, kept);
    },
    forgetTyping(token, step) {
      const kept = read(token);
      delete kept.typing[step];
      write(token, kept);
    },
    forget(token) {
      try {
        storage()?.removeItem(keyOf(token));
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
  };
  return answers;
}

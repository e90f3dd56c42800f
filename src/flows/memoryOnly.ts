import { z } from '../api/contract/zod.ts';
import type { FlowAnswers } from './answers.ts';

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Per step, the fields that never reach web storage. */
export type HeldFields<S> = { readonly [K in keyof S]?: readonly string[] };

export interface MemoryOnlyAnswers<
  S extends Record<string, z.core.$ZodType>,
> extends FlowAnswers<S> {
  /**
   * Whether a step was answered or typed on in an earlier document of this tab and its
   * held fields are gone with it (a reload, another page): the customer types them again.
   */
  lostFromMemory(token: string, step: keyof S & string): boolean;
  /**
   * The steps whose held fields hold something typed or confirmed in this document: a
   * page load (another language, a new release) would lose them.
   */
  heldNow(token: string): (keyof S & string)[];
}

/**
 * A flow's answers with some fields too sensitive for web storage (ASVS V14.2): those live
 * only in this document's memory, the rest is kept as `answers` keeps it. A reload or
 * another page of the site loses them, so an answer without them counts as missing, and
 * what is typed on its step comes back without them.
 */
export function memoryOnly<S extends Record<string, z.core.$ZodType>>(
  answers: FlowAnswers<S>,
  schemas: S,
  held: HeldFields<S>,
  /** Called once, when a held field first holds something (what a page load would lose). */
  whenHeld?: () => void,
): MemoryOnlyAnswers<S> {
  const memory = new Map<string, Values>();
  let holding = false;
  const remember = (key: string, secret: Values) => {
    memory.set(key, secret);
    if (holding || !Object.values(secret).some((value) => value !== undefined && value !== ''))
      return;
    holding = true;
    whenHeld?.();
  };
  const keyOf = (part: 'answer' | 'typing', token: string, step: string) =>
    `${part}\n${token}\n${step}`;

  /** The storable part of a step's values, and the held part. */
  const split = (step: keyof S, values: Values): [Values, Values] => {
    const storable = { ...values };
    const secret: Values = {};
    for (const field of held[step] ?? [])
      if (field in storable) {
        secret[field] = storable[field];
        delete storable[field];
      }
    return [storable, secret];
  };
  /** Stored values (without held fields an older release may have stored) and memory's. */
  const whole = (
    part: 'answer' | 'typing',
    token: string,
    step: keyof S & string,
    stored: Values,
  ) => ({
    ...split(step, stored)[0],
    ...memory.get(keyOf(part, token, step)),
  });
  const forgetStep = (token: string, step: string) => {
    memory.delete(keyOf('answer', token, step));
    memory.delete(keyOf('typing', token, step));
  };

  const holds = (token: string, step: string) =>
    [keyOf('answer', token, step), keyOf('typing', token, step)].some((key) =>
      Object.values(memory.get(key) ?? {}).some((value) => value !== undefined && value !== ''),
    );

  const wrapped: MemoryOnlyAnswers<S> = {
    ...answers,
    answer(token, step) {
      const stored = answers.stored(token, step);
      const value = isRecord(stored) ? whole('answer', token, step, stored) : stored;
      const parsed = z.safeParse(schemas[step] as z.core.$ZodType, value);
      return parsed.success ? (parsed.data as z.core.output<S[typeof step]>) : undefined;
    },
    confirm(token, step, value) {
      const [storable, secret] = isRecord(value) ? split(step, value) : [value, {}];
      forgetStep(token, step);
      remember(keyOf('answer', token, step), secret);
      answers.confirm(token, step, storable as z.core.output<S[typeof step]>);
    },
    drop(token, step) {
      memory.delete(keyOf('answer', token, step));
      answers.drop(token, step);
    },
    typing(token, step) {
      const typed = answers.typing(token, step);
      if (typed) return whole('typing', token, step, typed);
      // A confirmed answer that lost its held fields is to be completed, not typed anew.
      const stored = answers.stored(token, step);
      return isRecord(stored) && wrapped.lostFromMemory(token, step)
        ? split(step, stored)[0]
        : undefined;
    },
    keepTyping(token, step, values) {
      const [storable, secret] = split(step, values);
      remember(keyOf('typing', token, step), secret);
      answers.keepTyping(token, step, storable);
    },
    slot(token, step) {
      return {
        read: () => wrapped.typing(token, step),
        keep: (values) => wrapped.keepTyping(token, step, values),
      };
    },
    forgetTyping(token, step) {
      memory.delete(keyOf('typing', token, step));
      answers.forgetTyping(token, step);
    },
    forget(token) {
      for (const key of memory.keys()) if (key.split('\n')[1] === token) memory.delete(key);
      answers.forget(token);
    },
    lostFromMemory(token, step) {
      if (!held[step]?.length) return false;
      const inMemory =
        memory.has(keyOf('answer', token, step)) || memory.has(keyOf('typing', token, step));
      const earlier =
        answers.stored(token, step) !== undefined || answers.typing(token, step) !== undefined;
      return earlier && !inMemory;
    },
    heldNow(token) {
      return (Object.keys(held) as (keyof S & string)[]).filter(
        (step) => held[step]?.length && holds(token, step),
      );
    },
  };
  return wrapped;
}

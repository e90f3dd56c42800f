import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import type {
  Controller,
  FieldErrors,
  FieldPath,
  FieldPathValue,
  FieldValues,
  FormState,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { useText } from '../../i18n/react.tsx';
import { afterNextPaint } from '../../ui/afterNextPaint.ts';
import type { TextValues } from '../../i18n/translate.ts';
import type { ErrorSummaryEntry, ErrorSummaryProps } from '../../ui/ErrorSummary.tsx';
import type { z } from '../../api/contract/zod.ts';
import type { TextKey } from '../../i18n/keys.ts';
import type { TypingSlot } from '../answers.ts';
import type { TooMany } from './sendStep.ts';
import { messageValuesOf } from './messageValues.ts';
import { requiredFields } from './requiredFields.ts';
import { KEEP_TYPING_NOW } from '../../layouts/leaving.ts';

export type { TypingSlot };

/** Long enough to skip most keystrokes, short enough that a reload rarely loses one. */
export const TYPING_KEPT_AFTER_MS = 300;

/** On to the next screen; `go` answers false when the site cannot be reached (offline). */
export interface NextStep {
  kind: 'next';
  go: () => Promise<boolean>;
}

/** What a step's submit came to, once every client rule passed. */
export type StepOutcome<V extends FieldValues> =
  | NextStep
  /** The API refused fields: their messages (text keys, with values) at the fields and in the summary. */
  | {
      kind: 'invalid';
      errors: readonly { field: FieldPath<V>; message: TextKey; values?: TextValues }[];
    }
  /** The API did not answer (or asked to wait: `tooMany`): say so; everything typed stays for a retry. */
  | { kind: 'unavailable'; tooMany?: TooMany | undefined }
  /** The step goes on on this page (e.g. a choice to make); nothing to report. */
  | { kind: 'stay' };

/** Why the customer is still on the step after a submit. */
export type StepProblem =
  { kind: 'unavailable' } | { kind: 'offline' } | { kind: 'tooMany'; seconds: number | undefined };

export interface FormStepOptions<V extends FieldValues, O> {
  /** The step's rules (zod, messages are text keys); the resolver gives the submit their output. */
  schema: z.core.$ZodType<O, V>;
  /** The form's first values, from what was typed before (if kept) or confirmed earlier. */
  defaults: (typed: Record<string, unknown> | undefined) => V;
  typing?: TypingSlot;
  /** The fields in the order the form shows them: the error summary lists them so. */
  fields: readonly FieldPath<V>[];
  /** The element an error of this field leads to; fields sharing one are listed once. */
  target: (field: FieldPath<V>) => string;
  submit: (values: O) => Promise<StepOutcome<V>>;
  /** A submit stopped at the client rules; the errors are those the summary lists. */
  onInvalid?: (errors: FieldErrors<V>) => void;
}

/** What StepForm shows of a step: its submit, its state and its summary. */
export interface StepState {
  /** The form's onSubmit: one submit at a time, none once the step is done. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A submit or the move to the next screen is under way. */
  busy: boolean;
  problem: StepProblem | undefined;
  /** The GOV.UK error summary's entries and the signal that moves the focus to it. */
  summary: { entries: ErrorSummaryEntry[]; focusSignal: number };
  /** The summary's view: it comes with react-hook-form, which finds every error it lists. */
  ErrorSummary: ComponentType<ErrorSummaryProps> | undefined;
  /** Rendered inside the form: what brings react-hook-form to a form that loads it later. */
  engine?: ReactNode;
}

/** A step's fields as the form shows them, whether react-hook-form is there yet or not. */
export interface StepFields<V extends FieldValues> extends StepState {
  /** The translated message of a field's error, for the field itself. */
  message: (field: FieldPath<V>) => string | undefined;
  /** A text field's props: its id (where the summary leads), its message, its mark, its registration. */
  field: (name: FieldPath<V>) => StepField<V>;
  /** The field's registration alone (name, ref, handlers), for a group of radios. */
  registration: Registration<V>;
  /** Whether the schema requires the field (its label or legend then carries the mark). */
  required: (name: FieldPath<V>) => boolean;
  /** Whether a field, or a part of one (`birthDate.day`), has an error. */
  invalid: (path: FieldPath<V>) => boolean;
  /** The form's values now: react-hook-form's, or what the fields show until it is there. */
  values: () => V;
  /** Calls `listener` on every change of a value, until the returned function is called. */
  subscribe: (listener: () => void) => () => void;
  /** Sets a field's value from outside its element (an option chosen in a list of our own). */
  setValue: SetValue<V>;
}

export type SetValue<V extends FieldValues> = <N extends FieldPath<V>>(
  name: N,
  value: FieldPathValue<V, N>,
) => void;

/** A field's registration: its name, its ref and its handlers. */
export type Registration<V extends FieldValues> = (
  name: FieldPath<V>,
) => UseFormRegisterReturn<FieldPath<V>>;

export type StepField<V extends FieldValues> = UseFormRegisterReturn<FieldPath<V>> & {
  id: string;
  error: string | undefined;
  spellCheck: false;
  required: boolean;
};

/** react-hook-form's form, the state it rendered with, its controller, and the error summary. */
export interface FormEngine<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  formState: FormState<V>;
  Controller: typeof Controller;
  ErrorSummary: ComponentType<ErrorSummaryProps>;
}

/** The form's field a path is in: `birthDate` for `birthDate.day`. */
const fieldOf = (path: string) => path.split('.')[0] ?? path;

/** The value at a field's path: `values.birthDate.day` for `birthDate.day`. */
export const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], values);

/** The message react-hook-form keeps for a field's path, if it has an error there. */
export const messageAt = <V extends FieldValues>(errors: FieldErrors<V>, path: string): unknown =>
  (valueAt(errors, path) as { message?: unknown } | undefined)?.message;

/** The form's first values, and the fields its rules require (by those values). */
export function useFirstValues<V extends FieldValues, O>({
  defaults,
  typing,
  schema,
}: FormStepOptions<V, O>): { defaultValues: V; requiredSet: ReadonlySet<string> } {
  const [defaultValues] = useState(() => defaults(typing?.read()));
  const [requiredSet] = useState(() => requiredFields(schema, defaultValues));
  return { defaultValues, requiredSet };
}

/** A step's fields and react-hook-form's form, once it is there. */
export type StepCore<V extends FieldValues, O> = StepFields<V> & {
  form: UseFormReturn<V, unknown, O> | undefined;
  /**
   * react-hook-form's form, brought if it is not there yet: for what only it does (an error
   * set from outside the rules). Refused when its code cannot be fetched (offline).
   */
  formReady: () => Promise<UseFormReturn<V, unknown, O>>;
  /** react-hook-form's controller, which comes with it (`StepControlled`). */
  Controller: typeof Controller | undefined;
};

/** What the core needs of the hook that holds react-hook-form (now or later). */
export interface StepCoreInput<V extends FieldValues, O> {
  options: FormStepOptions<V, O>;
  requiredSet: ReadonlySet<string>;
  /** react-hook-form, once there: with the form first, it is there from the first render. */
  engine: FormEngine<V, O> | undefined;
  /** A field's registration: react-hook-form's, or the form's own until it arrives. */
  registration: Registration<V>;
  /** The form's values now. */
  values: () => V;
  /** Calls back on every change of a value. */
  subscribe: (listener: () => void) => () => void;
  /** Sets a field's value: react-hook-form's, or the form's own until it arrives. */
  setValue: SetValue<V>;
  /** Brings react-hook-form to a form that renders before it: resolves once it is there. */
  bring?: () => Promise<void>;
  /** Rendered inside the form (what brings react-hook-form into it). */
  element?: ReactNode;
  /**
   * A form that renders before react-hook-form: its first values. What its fields show when
   * react-hook-form arrives, if not these, was typed meanwhile and is kept as typing after.
   */
  firstValues?: V;
}

/**
 * The one way a form step works, for every flow: first values from what was kept,
 * react-hook-form with the zod rules, what is typed kept across reloads, the GOV.UK error
 * summary (on submit, focused, one entry per field target, same text as at the field),
 * API field errors at their fields, one submit at a time, and the move to the next screen
 * — which keeps the customer here, with everything typed, when the site cannot be reached.
 *
 * react-hook-form is there from the first render (`useFormStep`) or arrives once the
 * customer starts on the form (`useDeferredFormStep`); until then the fields are the
 * browser's own, holding what is typed, and a submit waits for it.
 */
export function useStepCore<V extends FieldValues, O>({
  options: { schema, typing, fields, target, submit, onInvalid },
  requiredSet,
  engine,
  registration,
  values,
  subscribe,
  setValue,
  bring,
  element,
  firstValues,
}: StepCoreInput<V, O>): StepCore<V, O> {
  const t = useText();
  const required = (name: FieldPath<V>) => requiredSet.has(fieldOf(name));
  const form = engine?.form;
  const formState = engine?.formState;
  const [problem, setProblem] = useState<StepProblem>();
  // Set once the rules pass, not react-hook-form's `isSubmitting`: read here, that one
  // re-rendered the whole form at the start of every submit, so a refused one rendered it
  // once more before its messages showed (a slow phone's tap answered later, INP).
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // A submit before react-hook-form arrived: it runs once it is there.
  const [waiting, setWaiting] = useState(false);
  // Set before the re-render that disables the button: a second submit finishes nothing.
  const done = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The values of the API's messages (tries left…), by field; the form state keeps the key.
  // A field's rule may carry values of its own (a date's name): those of every message there.
  const [messageValues, setMessageValues] = useState<Readonly<Record<string, TextValues>>>({});

  // The slot may be a new object on every render; what it keeps to is the same.
  const slot = useRef(typing);
  useEffect(() => {
    slot.current = typing;
  });
  const keepsTyping = typing !== undefined;
  const keep = useCallback((answers: V) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    // The step is done with (sent, received): a keystroke while the next page opens must
    // not bring back what the step's answer replaced.
    if (!done.current) slot.current?.keep(answers);
  }, []);

  useEffect(() => {
    if (!keepsTyping) return;
    const flush = () => {
      if (pending.current !== undefined) keep(values());
    };
    const unsubscribe = subscribe(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => keep(values()), TYPING_KEPT_AFTER_MS);
    });
    window.addEventListener('pagehide', flush);
    window.addEventListener(KEEP_TYPING_NOW, flush);
    const shown = values();
    if (firstValues && JSON.stringify(shown) !== JSON.stringify(firstValues)) keep(shown);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener(KEEP_TYPING_NOW, flush);
      flush();
    };
  }, [keepsTyping, keep, subscribe, values, firstValues]);

  const settle = async (outcome: StepOutcome<V>): Promise<void> => {
    switch (outcome.kind) {
      case 'next': {
        done.current = true;
        setLeaving(true);
        // The step's answer is confirmed and what was typed is done with: a keep still
        // waiting for its moment (or for the page to hide) must not bring it back.
        clearTimeout(pending.current);
        pending.current = undefined;
        if (await outcome.go()) return;
        done.current = false;
        setLeaving(false);
        setProblem({ kind: 'offline' });
        return;
      }
      case 'invalid':
        setMessageValues((known) => ({
          ...known,
          ...Object.fromEntries(outcome.errors.map(({ field, values }) => [field, values ?? {}])),
        }));
        for (const { field, message } of outcome.errors)
          form?.setError(field, { type: 'server', message });
        return;
      case 'unavailable':
        setProblem(
          outcome.tooMany
            ? { kind: 'tooMany', seconds: outcome.tooMany.seconds }
            : { kind: 'unavailable' },
        );
        return;
      case 'stay':
        return;
    }
  };

  const busy = sending || leaving || waiting;
  // The last submit's problem is cleared only if there is one: set to the same value, it
  // still cost the form a render of its own.
  const hadProblem = problem !== undefined;
  /** Checks and sends; `waited`: a submit that waited for react-hook-form, busy meanwhile. */
  const run = (on: UseFormReturn<V, unknown, O>, event?: FormEvent, waited = false) => {
    on.handleSubmit(
      async (values) => {
        // In react-hook-form's render of the rules passed, with the button's busy state.
        if (hadProblem) setProblem(undefined);
        if (waited) setWaiting(false);
        setSending(true);
        try {
          await settle(await submit(values));
        } finally {
          setSending(false);
        }
      },
      // The messages are painted first. Set here, anything else (the last problem gone, the
      // step's dialog) was rendered on its own before them and held the tap's answer back on
      // a slow phone (INP).
      (errors) => {
        if (waited) setWaiting(false);
        afterNextPaint(() => {
          if (hadProblem) setProblem(undefined);
          onInvalid?.(errors);
        });
      },
    )(event).catch(() => {
      setWaiting(false);
      setProblem({ kind: 'unavailable' });
    });
  };

  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  // After the effect above: a submit that waited for react-hook-form runs with what it rendered.
  const formNow = useRef(form);
  const ready = useRef(new Set<(form: UseFormReturn<V, unknown, O>) => void>());
  useEffect(() => {
    formNow.current = form;
    if (!form) return;
    for (const resolve of ready.current) resolve(form);
    ready.current.clear();
  }, [form]);
  const formReady = useCallback(() => {
    const now = formNow.current;
    if (now) return Promise.resolve(now);
    // Without the form, a form that brings it (useDeferredFormStep).
    return new Promise<UseFormReturn<V, unknown, O>>((resolve, reject) => {
      ready.current.add(resolve);
      bring?.().catch(reject);
    });
  }, [bring]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy || done.current) {
      event.preventDefault();
      return;
    }
    if (form) {
      run(form, event);
      return;
    }
    // A submit before react-hook-form: sent once it is there.
    event.preventDefault();
    setWaiting(true);
    formReady().then(
      (arrived) => latestRun.current(arrived, undefined, true),
      () => {
        setWaiting(false);
        setProblem({ kind: 'offline' });
      },
    );
  };

  const message = (field: FieldPath<V>) => {
    if (!formState) return undefined;
    const key = messageAt(formState.errors, field);
    // react-hook-form keeps a message as a string; the schema and the outcomes wrote a key.
    if (typeof key !== 'string' || key === '') return undefined;
    const ofRule = messageValuesOf(schema, fieldOf(field))?.(t);
    return t(key as TextKey, { ...ofRule, ...messageValues[field] });
  };

  const entries: ErrorSummaryEntry[] = [];
  if (formState?.isSubmitted) {
    for (const field of fields) {
      const text = message(field);
      const at = target(field);
      if (text && !entries.some((entry) => entry.target === at))
        entries.push({ target: at, message: text });
    }
  }

  const invalid = (path: FieldPath<V>) =>
    formState !== undefined && valueAt(formState.errors, path) !== undefined;

  const field = (name: FieldPath<V>): StepField<V> => ({
    id: target(name),
    error: message(name),
    // Names, numbers and codes: a spell checker's marks would only mislead.
    spellCheck: false,
    required: required(name),
    ...registration(name),
  });

  return {
    form,
    formReady,
    onSubmit,
    busy,
    problem,
    // react-hook-form's count changes in the render that shows a refused submit's messages; a
    // count of our own was set a render before them, so the form rendered twice (INP).
    summary: { entries, focusSignal: formState?.submitCount ?? 0 },
    ErrorSummary: engine?.ErrorSummary,
    engine: element,
    message,
    field,
    registration,
    required,
    invalid,
    values,
    subscribe,
    setValue,
    Controller: engine?.Controller,
  };
}

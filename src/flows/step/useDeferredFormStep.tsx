import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { prefetchOnFirstInput } from '../prefetchOnFirstInput.ts';
import type { FormEngineProps } from './FormEngine.tsx';
import {
  useFirstValues,
  useStepCore,
  type FormEngine,
  type FormStepOptions,
  type Registration,
  type SetValue,
  type StepCore,
  valueAt,
} from './formStep.ts';

/**
 * Where react-hook-form comes from: its own files, fetched once the customer starts (and,
 * where the network dropped meanwhile, again on the next start or submit).
 */
export const formEngine = {
  load: importWhenReachable(
    'lazy-files:src/flows/step/FormEngine.tsx',
    () => import('./FormEngine.tsx'),
  ),
};

/** The form's elements before react-hook-form is there, by field path. */
type Elements = Map<string, Set<HTMLInputElement>>;

/** The value a field's element gives when it changes: a radio's only when it is the one chosen. */
type Changed = Map<string, unknown>;

/** What a field's elements show now, read as react-hook-form reads a text, a box, a radio. */
function shownValue(elements: readonly HTMLInputElement[], fallback: unknown): unknown {
  const [first] = elements;
  if (!first) return fallback;
  if (first.type === 'radio') return elements.find((e) => e.checked)?.value ?? fallback;
  if (first.type === 'checkbox') return first.checked;
  return first.value;
}

/** What an element gives when it changes. */
const changedValue = (element: HTMLInputElement): unknown =>
  element.type === 'checkbox' ? element.checked : element.value;

/**
 * The first values with what the form's elements show now in their place. A field no
 * longer on screen keeps what it last held, as with react-hook-form; a field without an
 * element of its own (a list of ours) holds what was last set.
 */
export function valuesShown<V extends FieldValues>(
  values: V,
  elements: Elements,
  changed: Changed = new Map(),
): V {
  const result = structuredClone(values);
  for (const path of new Set([...elements.keys(), ...changed.keys()])) {
    const parts = path.split('.');
    const last = parts.pop() ?? path;
    const parent = parts.reduce<Record<string, unknown>>(
      (node, part) => (node[part] ??= {}) as Record<string, unknown>,
      result,
    );
    const held = changed.has(path) ? changed.get(path) : parent[last];
    parent[last] = shownValue(
      [...(elements.get(path) ?? [])].filter((e) => e.isConnected),
      held,
    );
  }
  return result;
}

/** Puts a field's value into its element, as react-hook-form does when it registers one. */
function showFirst(element: HTMLInputElement, value: unknown) {
  if (element.type === 'radio') element.checked = element.value === value;
  else if (element.type === 'checkbox') element.checked = value === true;
  else if (typeof value === 'string') element.value = value;
}

/**
 * A form step whose view shows before react-hook-form (src/flows/step/formStep.ts): its
 * fields are the browser's own until the customer starts on the form, which brings
 * react-hook-form (14 KB gzip of issue 30's JavaScript before data); a submit before it
 * arrives waits for it. An answer watched as it changes is read with `useStepValues`; a field
 * of its own value (`StepControlled`) stands in until it is there, and brings it.
 */
export function useDeferredFormStep<V extends FieldValues, O>(
  options: FormStepOptions<V, O>,
): StepCore<V, O> {
  const { defaultValues, requiredSet } = useFirstValues(options);
  const [Engine, setEngine] = useState<ComponentType<FormEngineProps<V, O>>>();
  const [engine, setEngineState] = useState<FormEngine<V, O>>();
  const bring = useCallback(
    () =>
      formEngine
        .load()
        .then(({ default: loaded }) =>
          setEngine(() => loaded as ComponentType<FormEngineProps<V, O>>),
        ),
    [],
  );
  useEffect(() => prefetchOnFirstInput([bring]), [bring]);

  // Until react-hook-form: each field shows its first value (or, shown again, what it last
  // held), and its elements are kept, so that what they show when it arrives (typed
  // meanwhile) is its first value.
  const elements = useRef<Elements>(new Map());
  const changed = useRef<Changed>(new Map());
  const listeners = useRef(new Set<() => void>());
  const refs = useRef(new Map<string, (element: HTMLInputElement | null) => void>());
  const values = useCallback(
    () => valuesShown(defaultValues, elements.current, changed.current),
    [defaultValues],
  );
  const notify = () => listeners.current.forEach((listener) => listener());
  const ownRegistration: Registration<V> = (name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) return;
        const set = elements.current.get(name) ?? new Set();
        if (!set.has(element)) showFirst(element, valueAt(values(), name));
        elements.current.set(name, set.add(element));
      };
      refs.current.set(name, ref);
    }
    return {
      name,
      ref,
      onChange: ({ target }: { target: HTMLInputElement }) => {
        if (target.type !== 'radio' || target.checked)
          changed.current.set(name, changedValue(target));
        notify();
        return Promise.resolve();
      },
      onBlur: () => Promise.resolve(),
    };
  };
  const ownSetValue: SetValue<V> = (name, value) => {
    changed.current.set(name, value);
    for (const element of elements.current.get(name) ?? []) showFirst(element, value);
    notify();
  };
  const form = engine?.form;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (form) return form.subscribe({ formState: { values: true }, callback: listener });
      listeners.current.add(listener);
      return () => void listeners.current.delete(listener);
    },
    [form],
  );

  // What the form holds: once react-hook-form is there, its values. A form shown again (after
  // a step's own screen in between) gets them as its first values from a new engine.
  const held = form ? form.getValues : values;

  return useStepCore({
    options,
    requiredSet,
    engine,
    registration: form ? form.register : ownRegistration,
    values: held,
    subscribe,
    setValue: form ? form.setValue : ownSetValue,
    bring,
    element: Engine && <Engine schema={options.schema} values={held} onForm={setEngineState} />,
    firstValues: defaultValues,
  });
}

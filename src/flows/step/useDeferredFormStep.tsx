import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { prefetchOnFirstInput } from '../prefetchOnFirstInput.ts';
import type { FormEngineProps } from './FormEngine.tsx';
import {
  useFirstValues,
  useStepCore,
  type FormEngine,
  type FormStepOptions,
  type StepFields,
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

/** What a field's elements show now, read as react-hook-form reads a text, a box, a radio. */
function shownValue(elements: readonly HTMLInputElement[], fallback: unknown): unknown {
  const [first] = elements;
  if (!first) return fallback;
  if (first.type === 'radio') return elements.find((e) => e.checked)?.value ?? fallback;
  if (first.type === 'checkbox') return first.checked;
  return first.value;
}

/** The first values with what the form's elements show now in their place. */
export function valuesShown<V extends FieldValues>(values: V, elements: Elements): V {
  const result = structuredClone(values);
  for (const [path, set] of elements) {
    const parts = path.split('.');
    const last = parts.pop() ?? path;
    const parent = parts.reduce<Record<string, unknown>>(
      (node, part) => (node[part] ??= {}) as Record<string, unknown>,
      result,
    );
    parent[last] = shownValue(
      [...set].filter((e) => e.isConnected),
      parent[last],
    );
  }
  return result;
}

/** Puts a field's first value into its element, as react-hook-form does when it registers one. */
function showFirst(element: HTMLInputElement, value: unknown) {
  if (element.type === 'radio') element.checked = element.value === value;
  else if (element.type === 'checkbox') element.checked = value === true;
  else if (typeof value === 'string') element.value = value;
}

const nothing = () => Promise.resolve();

/**
 * A form step whose view shows before react-hook-form (src/flows/step/formStep.ts): its
 * fields are the browser's own until the customer starts on the form, which brings
 * react-hook-form (14 KB gzip of issue 30's JavaScript before data); a submit before it
 * arrives waits for it. For forms whose fields need nothing of it to render.
 */
export function useDeferredFormStep<V extends FieldValues, O>(
  options: FormStepOptions<V, O>,
): StepFields<V> {
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

  // Until react-hook-form: each field shows its first value, and its elements are kept, so
  // that what they show when it arrives (typed meanwhile) is its first value.
  const elements = useRef<Elements>(new Map());
  const refs = useRef(new Map<string, (element: HTMLInputElement | null) => void>());
  const ownRegistration = (name: FieldPath<V>): UseFormRegisterReturn<FieldPath<V>> => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) return;
        const set = elements.current.get(name) ?? new Set();
        if (!set.has(element)) showFirst(element, valueAt(defaultValues, name));
        elements.current.set(name, set.add(element));
      };
      refs.current.set(name, ref);
    }
    return { name, ref, onChange: nothing, onBlur: nothing };
  };
  const values = useCallback(() => valuesShown(defaultValues, elements.current), [defaultValues]);

  return useStepCore({
    options,
    requiredSet,
    engine,
    registration: engine ? engine.form.register : ownRegistration,
    bring,
    element: Engine && <Engine schema={options.schema} values={values} onForm={setEngineState} />,
    firstValues: defaultValues,
  });
}

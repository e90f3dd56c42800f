import { useRef, useSyncExternalStore } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { valueAt, type StepFields } from './formStep.ts';

type Watched<V extends FieldValues, N extends readonly FieldPath<V>[]> = {
  [K in keyof N]: FieldPathValue<V, N[K]>;
};

/**
 * The values of some of a step's fields, the view rendered again when one changes (which
 * questions a choice brings): react-hook-form's `useWatch`, whether it is there yet or not.
 */
export function useStepValues<V extends FieldValues, const N extends readonly FieldPath<V>[]>(
  step: Pick<StepFields<V>, 'values' | 'subscribe'>,
  names: N,
): Watched<V, N> {
  const last = useRef<unknown[]>(undefined);
  // The same array while the values are the same: React renders again only for a change.
  const snapshot = () => {
    const now = step.values();
    const next = names.map((name) => valueAt(now, name));
    const before = last.current;
    if (before?.length === next.length && next.every((value, i) => Object.is(value, before[i])))
      return before;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(step.subscribe, snapshot, snapshot) as Watched<V, N>;
}

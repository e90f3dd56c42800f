import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { saveDraft } from '../../stores/drafts.ts';

/** Long enough to skip most keystrokes, short enough that a reload rarely loses one. */
export const DRAFT_DELAY_MS = 300;

/**
 * Keeps what the customer types on a step in this tab's sessionStorage (drafts per token),
 * a moment after the last change and at the latest when the page is left. Returns a way to
 * store other values at once, e.g. the address the customer chose.
 */
export function useDraftKeeping<V extends FieldValues, O>(
  token: string,
  draft: string,
  { watch, getValues }: Pick<UseFormReturn<V, unknown, O>, 'watch' | 'getValues'>,
) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const keep = useCallback(
    (values: V) => {
      clearTimeout(pending.current);
      pending.current = undefined;
      saveDraft(token, draft, values);
    },
    [token, draft],
  );

  useEffect(() => {
    const flush = () => {
      if (pending.current !== undefined) keep(getValues());
    };
    const subscription = watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => keep(getValues()), DRAFT_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [keep, watch, getValues]);

  return keep;
}

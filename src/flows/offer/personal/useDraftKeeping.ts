import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveDraft } from '../../../stores/drafts.ts';
import { PERSONAL_DATA_DRAFT } from '../personalDataDraft.ts';
import type { PersonalFormValues, PersonalInput } from './personalForm.ts';

/** Long enough to skip most keystrokes, short enough that a reload rarely loses one. */
export const DRAFT_DELAY_MS = 300;

type Form = Pick<UseFormReturn<PersonalFormValues, unknown, PersonalInput>, 'watch' | 'getValues'>;

/**
 * Keeps what the customer types in this tab's sessionStorage (SPEC: drafts per token), a
 * moment after the last change and at the latest when the page is left. Returns a way to
 * store other values at once, e.g. the address the customer chose.
 */
export function useDraftKeeping(token: string, { watch, getValues }: Form) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const keep = useCallback(
    (values: PersonalFormValues) => {
      clearTimeout(pending.current);
      pending.current = undefined;
      saveDraft(token, PERSONAL_DATA_DRAFT, values);
    },
    [token],
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

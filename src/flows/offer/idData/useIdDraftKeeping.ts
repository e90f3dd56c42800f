import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { IdDocument } from '../../../api/contract/identity.ts';
import { saveDraft } from '../../../stores/drafts.ts';
import { DRAFT_DELAY_MS } from '../personal/useDraftKeeping.ts';
import type { IdFormValues } from './idForm.ts';

/** What the customer is still typing on this step, apart from the confirmed ID_DATA_FORM. */
export const ID_DATA_DRAFT = 'idDataDraft';

type Form = Pick<UseFormReturn<IdFormValues, unknown, IdDocument>, 'watch' | 'getValues'>;

/**
 * Keeps what the customer types in this tab's sessionStorage, a moment after the last
 * change and at the latest when the page is left, as the personal data step does.
 */
export function useIdDraftKeeping(token: string, { watch, getValues }: Form): void {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const keep = () => {
      clearTimeout(pending.current);
      pending.current = undefined;
      saveDraft(token, ID_DATA_DRAFT, getValues());
    };
    const flush = () => {
      if (pending.current !== undefined) keep();
    };
    const subscription = watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(keep, DRAFT_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [token, watch, getValues]);
}

import { useCallback, useEffect, useState } from 'react';
import { brand } from 'virtual:brand';
import { isAbort } from '../../../api/client/abort.ts';
import type { Nationality } from '../../../api/contract/lists.ts';
import { loadApi } from '../../loadApi.ts';

export type NationalitiesState =
  { kind: 'loading' } | { kind: 'loaded'; list: Nationality[] } | { kind: 'failed' };

/** The brand's nationality list; a failed load can be tried again without leaving the form. */
export function useNationalities(): { state: NationalitiesState; retry: () => void } {
  const [state, setState] = useState<NationalitiesState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const api = await loadApi(() => import('../../../api/contract/calls/lists.ts'));
        const list = await api.nationalities({ params: { brand: brand.slug } });
        if (live) setState({ kind: 'loaded', list });
      } catch (error) {
        if (live && !isAbort(error)) setState({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

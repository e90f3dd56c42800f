import { useCallback, useEffect, useState } from 'react';

export interface Loading {
  readonly kind: 'loading';
}

/**
 * A screen's data: loading until `load` answers, and again after `retry`. An answer of
 * undefined means the page is leaving (a redirect, an abort) and keeps the loading
 * state; an answer for a screen that has moved on (another `load`, unmounted) is
 * dropped. Without `load` (the screen is not ready to ask yet) nothing is asked.
 * `replace` puts in data the screen got another way (the answer of a reset).
 */
export function useRetryableLoad<S extends { readonly kind: string }>(
  load: (() => Promise<S | undefined>) | undefined,
): { state: S | Loading; retry: () => void; replace: (next: S) => void } {
  const [state, setState] = useState<S | Loading>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((next) => {
      if (live && next) setState(next);
    });
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry, replace: setState };
}

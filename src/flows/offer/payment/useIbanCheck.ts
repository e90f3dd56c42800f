import { useCallback, useRef } from 'react';
import { checkIban, type IbanCheck } from './ibanCheck.ts';

/**
 * The IBAN check of the step, asked once per IBAN: the blur and the submit that follows
 * it share one request. Only answers are kept; a failed request is asked again.
 */
export function useIbanCheck(brand: string): (iban: string) => Promise<IbanCheck> {
  const checks = useRef(new Map<string, Promise<IbanCheck>>());
  return useCallback(
    (iban: string) => {
      const known = checks.current.get(iban);
      if (known) return known;
      const check = checkIban(brand, iban).then((answer) => {
        if (answer.kind === 'unavailable' || answer.kind === 'aborted') {
          checks.current.delete(iban);
        }
        return answer;
      });
      checks.current.set(iban, check);
      return check;
    },
    [brand],
  );
}

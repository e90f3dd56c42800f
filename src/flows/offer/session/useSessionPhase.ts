import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $authToken } from '../../../stores/authToken.ts';
import { sessionPhase, untilNextPhase, type SessionPhase } from './sessionClock.ts';

export interface Session {
  phase: SessionPhase;
  expiresAt: string;
}

/**
 * The login's phase, read again whenever it is due to change (a timer) and whenever the
 * token does (a renewal here or in another tab); undefined without a login.
 */
export function useSessionPhase(): Session | undefined {
  const expiresAt = useStore($authToken)?.expiresAt;
  const [seen, setSeen] = useState<Session | undefined>();
  useEffect(() => {
    if (!expiresAt) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      setSeen({ expiresAt, phase: sessionPhase(expiresAt, now) });
      const wait = untilNextPhase(expiresAt, now);
      // A little after the change, so the clock has surely passed it.
      if (wait !== undefined) timer = setTimeout(check, wait + 50);
    };
    timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expiresAt && seen?.expiresAt === expiresAt ? seen : undefined;
}

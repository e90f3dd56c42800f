import { lazy, Suspense } from 'react';
import { useSessionPhase } from './useSessionPhase.ts';

// The dialog (and Mantine's modal) loads only when a login is about to end.
const SessionDialog = lazy(() => import('./SessionDialog.tsx'));

/**
 * Watches the offer's login: two minutes before it ends a dialog offers to stay, and once
 * it has ended it says so; what was typed stays in the tab either way.
 */
export function SessionWatch({ token }: { token: string }) {
  const session = useSessionPhase();
  if (!session || session.phase === 'fresh') return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog token={token} phase={session.phase} expiresAt={session.expiresAt} />
    </Suspense>
  );
}

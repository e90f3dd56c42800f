import { Suspense, useState } from 'react';
import { importWhenReachable } from '../../../ui/importWhenReachable.ts';
import { lazyPart } from '../../../ui/lazyPart.tsx';
import { useSessionPhase, type Session } from './useSessionPhase.ts';

// The dialog (and Mantine's modal) loads only when a login is about to end.
const SessionDialog = lazyPart(
  importWhenReachable('lazy-files:src/flows/offer/session/SessionDialog.tsx', () =>
    import('./SessionDialog.tsx').then((m) => m.default),
  ),
);

type Due = Session & { phase: 'ending' | 'expired' };

/** What had the focus when the dialog came up: it gets it back when the dialog goes. */
type Shown = Due & { returnTo: Element | null };

/**
 * Watches the offer's login: two minutes before it ends a dialog offers to stay, and once
 * it has ended it says so; what was typed stays in the tab either way. Once shown, the
 * dialog stays mounted, so a renewal closes it as the customer would (focus goes back).
 */
export function SessionWatch({ token }: { token: string }) {
  const session = useSessionPhase();
  const due = session && session.phase !== 'fresh' ? (session as Due) : undefined;
  const [last, setLast] = useState<Shown | undefined>();
  if (due && (due.phase !== last?.phase || due.expiresAt !== last.expiresAt))
    setLast({
      ...due,
      // Read before the dialog takes the focus; from ending to expired it still has it.
      returnTo: document.activeElement?.closest('[role="dialog"]')
        ? (last?.returnTo ?? null)
        : document.activeElement,
    });
  if (!last) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialog
        token={token}
        open={due !== undefined}
        phase={last.phase}
        expiresAt={last.expiresAt}
        returnTo={last.returnTo}
      />
    </Suspense>
  );
}

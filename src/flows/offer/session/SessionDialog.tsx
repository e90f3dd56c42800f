import { useState } from 'react';
import { useTexts } from '../../../i18n/react.tsx';
import { localeIso } from '../../../routes.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { goTo } from '../../../routing/navigate.ts';
import { renewLogin } from './renewLogin.ts';
import type { SessionPhase } from './sessionClock.ts';

export interface SessionDialogProps {
  token: string;
  /** False once the login is fresh again (renewed): the dialog closes and gives the focus back. */
  open: boolean;
  phase: Exclude<SessionPhase, 'fresh'>;
  expiresAt: string;
  /** Where the focus goes back to once the dialog is gone. */
  returnTo: Element | null;
}

/**
 * "Your login ends at 14:32 — stay?" and, once it has ended, "log in again": an accessible
 * dialog (focus in, Escape, focus back). Staying renews the login; nothing typed is lost.
 */
export default function SessionDialog({
  token,
  open,
  phase,
  expiresAt,
  returnTo,
}: SessionDialogProps) {
  const { t, locale } = useTexts();
  // Closed by the customer for this phase; the expiry opens it again.
  const [closedIn, setClosedIn] = useState<SessionPhase | undefined>();
  const [renewing, setRenewing] = useState(false);
  const [failedIn, setFailedIn] = useState<SessionPhase | undefined>();

  const time = new Intl.DateTimeFormat(localeIso[locale], {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(expiresAt));

  const stay = async () => {
    setRenewing(true);
    setFailedIn(undefined);
    if ((await renewLogin(token)) === 'failed') setFailedIn(phase);
    setRenewing(false);
  };

  const close = () => setClosedIn(phase);
  const ending = phase === 'ending';
  return (
    <ModalDialog
      opened={open && closedIn !== phase}
      onClose={close}
      // The dialog may close by itself (renewed), unmounting what Mantine would focus.
      returnFocus={false}
      afterClose={() => {
        if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
      }}
      title={t(ending ? 'offer:session.ending.title' : 'offer:session.expired.title')}
      actions={
        ending ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t('offer:session.ending.later')}
            </Button>
            <Button loading={renewing} onClick={() => void stay()}>
              {t('offer:session.ending.stay')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('offer:session.expired.close')}
            </Button>
            <Button onClick={() => void goTo('offerLogin', { token })}>
              {t('offer:session.expired.login')}
            </Button>
          </>
        )
      }
    >
      <p>{ending ? t('offer:session.ending.text', { time }) : t('offer:session.expired.text')}</p>
      {failedIn === phase && <p role="alert">{t('offer:session.ending.failed')}</p>}
    </ModalDialog>
  );
}

import { useEffect, useState } from 'react';
import { useLocale, useText } from '../../i18n/react.tsx';
import { href } from '../../routes.ts';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { LoadingRegion } from '../../ui/LoadingPlaceholder.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { usePageView } from '../usePageView.ts';
import { ActionLink } from '../offer/error/ActionLink.tsx';
import { entryIdFrom, resolveNovumEntry, type NovumEntryProblem } from './resolveNovumEntry.ts';

type State = { kind: 'resolving' } | { kind: 'stuck'; problem: NovumEntryProblem };

/** Problems that another try may solve; the others need the offer code instead. */
const passing = {
  tooMany: { headline: 'entryNovum:tooMany.headline', text: 'entryNovum:tooMany.text' },
  unavailable: { headline: 'entryNovum:unavailable.headline', text: 'entryNovum:unavailable.text' },
} as const;
const lasting = {
  invalid: { headline: 'entryNovum:invalid.headline', text: 'entryNovum:invalid.text' },
  unknown: { headline: 'entryNovum:unknown.headline', text: 'entryNovum:unknown.text' },
} as const;

const isPassing = (problem: NovumEntryProblem): problem is keyof typeof passing =>
  problem in passing;

/**
 * /entry/novum?id=…: the landing of a Novum campaign link. It finds the offer behind the
 * id and continues there with the Novum texts; a link that leads nowhere offers the
 * offer code from the letter instead.
 */
export function EntryNovumScreen() {
  const t = useText();
  const locale = useLocale();
  const id = entryIdFrom(window.location.search);
  const [state, setState] = useState<State>(
    id ? { kind: 'resolving' } : { kind: 'stuck', problem: 'invalid' },
  );
  const [attempt, setAttempt] = useState(0);
  // A link that resolves passes straight on to the offer, which counts its own view.
  usePageView(state.kind === 'stuck');

  useEffect(() => {
    if (!id) return;
    let live = true;
    void resolveNovumEntry(id, locale).then((problem) => {
      if (live && problem) setState({ kind: 'stuck', problem });
    });
    return () => {
      live = false;
    };
  }, [id, locale, attempt]);

  if (state.kind === 'resolving')
    return (
      <>
        <p>{t('entryNovum:resolving')}</p>
        <LoadingRegion lines={2} />
      </>
    );
  const { problem } = state;
  if (isPassing(problem))
    return (
      <LoadFailed
        headline={t(passing[problem].headline)}
        text={t(passing[problem].text)}
        retryLabel={t('entryNovum:retry')}
        onRetry={() => {
          setState({ kind: 'resolving' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <SectionStatus
      headline={t(lasting[problem].headline)}
      text={t(lasting[problem].text)}
      buttons={
        <ButtonGroup>
          <ActionLink primary href={href('offerLanding', {}, locale)}>
            {t('entryNovum:enterCode')}
          </ActionLink>
        </ButtonGroup>
      }
    />
  );
}

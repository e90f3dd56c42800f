import { useCallback, useRef, useState } from 'react';
import { isAbort } from '../../../api/client/abort.ts';
import type { Offer, OfferDocument } from '../../../api/contract/offer.ts';
import { useLocale, useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { useErrorModal } from '../../../ui/errorModalContext.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useRetryableLoad } from '../../useRetryableLoad.ts';
import { Fact, Facts } from '../details/Facts.tsx';
import { OfferDetails } from '../details/OfferDetails.tsx';
import { saveOfferDocument } from '../saveOfferDocument.ts';
import { tokenFromPath } from '../token.ts';
import { loadPreview } from './loadPreview.ts';
import { resetPreview, type PreviewReset } from './resetPreview.ts';

type ResetNote = Exclude<PreviewReset['kind'], 'reset'> | 'done' | undefined;

const resetNoteKeys = {
  done: 'offerPreview:reset.done',
  refused: 'offerPreview:reset.refused',
  unreachable: 'offerPreview:reset.unreachable',
} as const;

/** Saves a document of the previewed offer; a failure says which one. */
function usePreviewDownload(token: string) {
  const t = useText();
  const { showError } = useErrorModal();
  return async (document: OfferDocument) => {
    try {
      await saveOfferDocument(token, document);
    } catch (error) {
      if (!isAbort(error)) showError(t('offer:offer.documentFailed', { title: document.title }));
    }
  };
}

function ResetPreview({ token, onReset }: { token: string; onReset: (offer: Offer) => void }) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<ResetNote>();
  // Set before the re-render that shows the loading state: a second click sends nothing.
  const sending = useRef(false);

  const reset = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setNote(undefined);
    const outcome = await resetPreview(token);
    if (!outcome) return;
    sending.current = false;
    setBusy(false);
    if (outcome.kind === 'reset') onReset(outcome.offer);
    setNote(outcome.kind === 'reset' ? 'done' : outcome.kind);
  };

  return (
    <PageSection heading={t('offerPreview:reset.heading')}>
      <p>{t('offerPreview:reset.text')}</p>
      <ButtonGroup>
        <Button variant="secondary" loading={busy} onClick={() => void reset()}>
          {t('offerPreview:reset.submit')}
        </Button>
      </ButtonGroup>
      {note && (
        <SectionStatus type={note === 'done' ? 'success' : 'error'} text={t(resetNoteKeys[note])} />
      )}
    </PageSection>
  );
}

/**
 * /angebot/preview/{token}: the offer as its customer would see it, without login and
 * read-only (nothing here orders), and a reset that puts the previewed offer back to the
 * start.
 */
export function PreviewScreen() {
  const t = useText();
  const locale = useLocale();
  const token = tokenFromPath(window.location.pathname) ?? '';
  const download = usePreviewDownload(token);
  const { state, retry, replace } = useRetryableLoad(
    useCallback(() => loadPreview(token, locale), [token, locale]),
  );

  if (state.kind === 'loading') return <LoadingRegion lines={6} />;
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        headline={t('offerPreview:loadFailed.headline')}
        text={t('offerPreview:loadFailed.text')}
        retryLabel={t('offerPreview:loadFailed.retry')}
        onRetry={retry}
      />
    );
  }

  const { offer } = state;
  return (
    <>
      <SectionStatus
        type="info"
        headline={t('offerPreview:banner.headline')}
        text={t('offerPreview:banner.text')}
      />
      <Facts>
        <Fact term={t('offerPreview:progress')}>{t(`offerPreview:state.${offer.state}`)}</Fact>
      </Facts>
      <OfferDetails offer={offer} onDownload={download} />
      <ResetPreview token={token} onReset={(reset) => replace({ kind: 'loaded', offer: reset })} />
    </>
  );
}

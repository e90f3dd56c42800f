import { useRef, useState } from 'react';
import { isAbort } from '../../../api/client/abort.ts';
import type { Offer, OfferDocument } from '../../../api/contract/offer.ts';
import { useText, useTexts } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { useErrorModal } from '../../../ui/errorModalContext.tsx';
import type { ViewProps } from '../../flowScreen.tsx';
import { documentName } from '../details/Documents.tsx';
import { Fact, Facts } from '../details/Facts.tsx';
import { OfferDetails } from '../details/OfferDetails.tsx';
import { saveOfferDocument } from '../saveOfferDocument.ts';
import { resetPreview, type PreviewReset } from './resetPreview.ts';

type ResetNote = Exclude<PreviewReset['kind'], 'reset'> | 'done' | undefined;

const resetNoteKeys = {
  done: 'offerPreview:reset.done',
  refused: 'offerPreview:reset.refused',
  unreachable: 'offerPreview:reset.unreachable',
} as const;

/** Saves a document of the previewed offer; a failure says which one. */
function usePreviewDownload(token: string) {
  const { t, locale } = useTexts();
  const { showError } = useErrorModal();
  return async (document: OfferDocument) => {
    try {
      await saveOfferDocument(token, document, locale);
    } catch (error) {
      if (!isAbort(error))
        showError(t('offer:offer.documentFailed', { title: documentName(t, document) }));
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

/** The previewed offer, and its reset. */
export default function PreviewView({ data, place }: ViewProps<Offer>) {
  const t = useText();
  const download = usePreviewDownload(place.token);
  const [offer, setOffer] = useState(data);
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
      <ResetPreview token={place.token} onReset={setOffer} />
    </>
  );
}

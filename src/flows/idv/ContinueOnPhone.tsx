import { useEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { PageSection } from '../../ui/PageSection.tsx';

type Code =
  { kind: 'closed' } | { kind: 'loading' } | { kind: 'shown'; svg: string } | { kind: 'failed' };

/** The QR code of `link` as an image source: the library loads only when asked for. */
async function qrImage(link: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`;
}

/**
 * On a device without NFC (a computer): the verification link as a QR code to open on a
 * phone, where the online ID and the photo ident work, and the link to copy.
 */
export function ContinueOnPhone({ link }: { link: string }) {
  const t = useText();
  const [code, setCode] = useState<Code>({ kind: 'closed' });
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const image = useRef<HTMLImageElement>(null);

  // The button that asked for the code goes once it is shown: the focus moves on to the
  // code, which a screen reader then names, instead of falling back to the page's start.
  useEffect(() => {
    if (code.kind === 'shown') image.current?.focus();
  }, [code.kind]);

  const show = async () => {
    setCode({ kind: 'loading' });
    try {
      setCode({ kind: 'shown', svg: await qrImage(link) });
    } catch {
      setCode({ kind: 'failed' });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <PageSection heading={t('idv:phone.heading')}>
      <p>{t('idv:phone.text')}</p>
      {code.kind === 'shown' && (
        <img
          ref={image}
          tabIndex={-1}
          className="idv-phone__code"
          src={code.svg}
          alt={t('idv:phone.codeAlt')}
          width={192}
          height={192}
        />
      )}
      {code.kind === 'failed' && <p role="alert">{t('idv:phone.codeFailed')}</p>}
      <p className="idv-phone__link">
        <label htmlFor="idv-phone-link">{t('idv:phone.linkLabel')}</label>
        <input
          id="idv-phone-link"
          type="url"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </p>
      <ButtonGroup>
        {code.kind !== 'shown' && (
          <Button variant="secondary" loading={code.kind === 'loading'} onClick={() => void show()}>
            {t('idv:phone.showCode')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void copy()}>
          {t('idv:phone.copy')}
        </Button>
      </ButtonGroup>
      <p role="status" className="idv-phone__copied">
        {copied === 'yes'
          ? t('idv:phone.copied')
          : copied === 'failed'
            ? t('idv:phone.copyFailed')
            : ''}
      </p>
    </PageSection>
  );
}

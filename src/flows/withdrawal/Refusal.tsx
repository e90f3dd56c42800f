import '../step/step-fields.css';
import { useEffect, useRef } from 'react';
import { brand } from 'virtual:brand';
import type { WithdrawalCode } from '../../api/contract/withdrawal.ts';
import { useLocale, useText } from '../../i18n/react.tsx';
import { href } from '../../routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { TextKey } from '../../i18n/keys.ts';

const texts: Record<WithdrawalCode, { headline: TextKey; text: TextKey }> = {
  WithdrawalOrderNotFound: {
    headline: 'withdrawal:refused.WithdrawalOrderNotFound.headline',
    text: 'withdrawal:refused.WithdrawalOrderNotFound.text',
  },
  WithdrawalPeriodEnded: {
    headline: 'withdrawal:refused.WithdrawalPeriodEnded.headline',
    text: 'withdrawal:refused.WithdrawalPeriodEnded.text',
  },
  WithdrawalAlreadyDone: {
    headline: 'withdrawal:refused.WithdrawalAlreadyDone.headline',
    text: 'withdrawal:refused.WithdrawalAlreadyDone.text',
  },
};

export interface RefusalProps {
  code: WithdrawalCode;
  /** Back to the form, everything typed still there. */
  onChange: () => void;
}

/**
 * Why the order cannot be withdrawn, in its own words, instead of the form: its headline
 * takes the focus so a screen reader starts there. The customer can check what was typed
 * (an unknown order is most often a typo) or call the hotline.
 */
export function Refusal({ code, onChange }: RefusalProps) {
  const t = useText();
  const locale = useLocale();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = root.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [code]);
  return (
    <div ref={root} className="step-stack" data-refusal={code}>
      <SectionStatus
        type={code === 'WithdrawalOrderNotFound' ? 'error' : 'warning'}
        headingLevel={2}
        headline={t(texts[code].headline)}
        text={<p>{t(texts[code].text, { hotline: brand.hotline })}</p>}
      />
      <ButtonGroup>
        <Button
          onClick={onChange}
          variant={code === 'WithdrawalOrderNotFound' ? 'primary' : 'secondary'}
        >
          {t('withdrawal:refused.change')}
        </Button>
      </ButtonGroup>
      <p>
        <a href={href('home', {}, locale)}>{t('withdrawal:receipt.home')}</a>
      </p>
    </div>
  );
}

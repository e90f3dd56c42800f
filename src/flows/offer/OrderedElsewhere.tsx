import { useTexts } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';

/** In place of a step whose offer was ordered in another tab: says so, and the way on. */
export function OrderedElsewhere({ token }: { token: string }) {
  const { t, locale } = useTexts();
  return (
    <SectionStatus
      type="info"
      headline={t('offer:orderedElsewhere.headline')}
      text={<p>{t('offer:orderedElsewhere.text')}</p>}
      buttons={
        <LinkButton href={href('offerConfirmation', { token }, locale)} primary>
          {t('offer:orderedElsewhere.confirmation')}
        </LinkButton>
      }
    />
  );
}

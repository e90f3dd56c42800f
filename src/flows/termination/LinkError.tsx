import './termination.css';
import '../../ui/button.css';
import { useTexts } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { LinkProblem } from './linkProblem.ts';
import type { TextKey } from '../../i18n/keys.ts';

const problemTexts: Record<LinkProblem | 'unknown', { headline: TextKey; text: TextKey }> = {
  changed: {
    headline: 'termination:linkError.changed.headline',
    text: 'termination:linkError.changed.text',
  },
  expired: {
    headline: 'termination:linkError.expired.headline',
    text: 'termination:linkError.expired.text',
  },
  invalid: {
    headline: 'termination:linkError.invalid.headline',
    text: 'termination:linkError.invalid.text',
  },
  reloaded: {
    headline: 'termination:linkError.reloaded.headline',
    text: 'termination:linkError.reloaded.text',
  },
  unknown: {
    headline: 'termination:linkError.unknown.headline',
    text: 'termination:linkError.unknown.text',
  },
};

export const isLinkProblem = (value: string | null): value is LinkProblem =>
  value === 'changed' || value === 'expired' || value === 'invalid' || value === 'reloaded';

/**
 * Why a termination link cannot be used, and the way on: the default form terminates
 * every contract just as well. Never a dead end.
 */
export function LinkError({ problem = 'unknown' }: { problem?: LinkProblem | 'unknown' }) {
  const { t, locale } = useTexts();
  const texts = problemTexts[problem];
  return (
    <div className="termination">
      <SectionStatus
        type="warning"
        headline={t(texts.headline)}
        text={
          <>
            <p>{t(texts.text)}</p>
            <p>{t('termination:linkError.way')}</p>
          </>
        }
        buttons={
          <a className="ui-button termination-link-button" href={href('termination', {}, locale)}>
            {t('termination:linkError.toForm')}
          </a>
        }
      />
    </div>
  );
}

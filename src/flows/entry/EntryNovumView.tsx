import { useTexts } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Button } from '../../ui/Button.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { NovumEntryProblem } from './resolveNovumEntry.ts';

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

/** Why the campaign link led nowhere, and the way on. */
export default function EntryNovumView({ data: problem, reload }: ViewProps<NovumEntryProblem>) {
  const { t, locale } = useTexts();
  const texts = isPassing(problem) ? passing[problem] : lasting[problem];
  return (
    <SectionStatus
      headline={t(texts.headline)}
      text={t(texts.text)}
      buttons={
        <ButtonGroup>
          {isPassing(problem) ? (
            <Button onClick={reload}>{t('entryNovum:retry')}</Button>
          ) : (
            <LinkButton primary href={href('offerLanding', {}, locale)}>
              {t('entryNovum:enterCode')}
            </LinkButton>
          )}
        </ButtonGroup>
      }
    />
  );
}

import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Tooltip } from '../../../ui/Tooltip.tsx';

export interface TermHelpProps {
  term: string;
  /** What the term means, in plain words. */
  help: string;
}

/** A contract term with an info button whose tooltip explains it (hover, touch or focus). */
export function TermHelp({ term, help }: TermHelpProps) {
  const t = useText();
  return (
    <span className="offer-details__term">
      <span className="offer-details__term-text">{term}</span>
      <Tooltip label={help}>
        <Button
          iconOnly
          icon="info"
          variant="secondary"
          label={t('offerDetails:tariff.explain', { term })}
        />
      </Tooltip>
    </span>
  );
}

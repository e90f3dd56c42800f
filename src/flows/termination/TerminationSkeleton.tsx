import './termination.css';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Skeleton } from '../Skeleton.tsx';

export interface TerminationSkeletonProps {
  /** `ns:key` of the intro the form starts with. */
  intro: string;
  /** The form's sections, in lines of fields. */
  sections: readonly number[];
}

/**
 * The form's first paint: its intro, the fields' places and "jetzt kündigen" where it
 * stays — the button is on the page from the first byte (§ 312k BGB), and works as soon
 * as the form is there.
 */
export function TerminationSkeleton({ intro, sections }: TerminationSkeletonProps) {
  const t = useText();
  return (
    <div className="termination">
      <p className="termination-intro">{t(intro)}</p>
      <Skeleton sections={sections} />
      <ButtonGroup align="end">
        <Button aria-disabled="true">{t('termination:form.submit')}</Button>
      </ButtonGroup>
    </div>
  );
}

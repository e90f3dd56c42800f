import './step-fields.css';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Skeleton } from '../Skeleton.tsx';
import type { TextKey } from '../../i18n/keys.ts';

export interface FormSkeletonProps {
  /** The form's own class, as on the form. */
  className: string;
  /** `ns:key` of the intro the form starts with. */
  intro: TextKey;
  /** The form's sections, in lines of fields. */
  sections: readonly number[];
  /** `ns:key` of the submit button's label. */
  submit: TextKey;
}

/**
 * The first paint of a form whose button the law wants on the page from the first byte
 * ("jetzt kündigen", "Widerruf bestätigen"): its intro, the fields' places and the button
 * where it stays, working as soon as the form is there.
 */
export function FormSkeleton({ className, intro, sections, submit }: FormSkeletonProps) {
  const t = useText();
  return (
    <div className={className}>
      <p className="step-intro">{t(intro)}</p>
      <Skeleton sections={sections} />
      <ButtonGroup align="end">
        <Button aria-disabled="true">{t(submit)}</Button>
      </ButtonGroup>
    </div>
  );
}

import './termination.css';
import { FormSkeleton } from '../step/FormSkeleton.tsx';
import type { TextKey } from '../../i18n/keys.ts';

export interface TerminationSkeletonProps {
  /** `ns:key` of the intro the form starts with. */
  intro: TextKey;
  /** The form's sections, in lines of fields. */
  sections: readonly number[];
}

/** The termination form's first paint, "jetzt kündigen" in it (§ 312k BGB). */
export function TerminationSkeleton(props: TerminationSkeletonProps) {
  return <FormSkeleton className="termination" submit="termination:form.submit" {...props} />;
}

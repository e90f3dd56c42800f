import './termination.css';
import { FormSkeleton } from '../step/FormSkeleton.tsx';

export interface TerminationSkeletonProps {
  /** `ns:key` of the intro the form starts with. */
  intro: string;
  /** The form's sections, in lines of fields. */
  sections: readonly number[];
}

/** The termination form's first paint, "jetzt kündigen" in it (§ 312k BGB). */
export function TerminationSkeleton(props: TerminationSkeletonProps) {
  return <FormSkeleton className="termination" submit="termination:form.submit" {...props} />;
}

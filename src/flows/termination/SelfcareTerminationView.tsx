import type { ViewProps } from '../flowScreen.tsx';
import type { PrefilledFormData } from './loadTermination.ts';
import { TerminationPage } from './TerminationPage.tsx';

/** The termination form with the link's contract holder and contract, read-only. */
export default function SelfcareTerminationView({ data }: ViewProps<PrefilledFormData>) {
  return <TerminationPage kind="prefilled" {...data} />;
}

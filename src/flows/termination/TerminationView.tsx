import type { ViewProps } from '../flowScreen.tsx';
import type { TerminationFormData } from './loadTermination.ts';
import { TerminationPage } from './TerminationPage.tsx';

/** The default termination form with the brand's options. */
export default function TerminationView({ data }: ViewProps<TerminationFormData>) {
  return <TerminationPage kind="default" {...data} />;
}

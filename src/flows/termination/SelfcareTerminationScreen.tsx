import { flowScreen } from '../flowScreen.tsx';
import type { PrefilledFormData } from './loadTermination.ts';
import { TerminationSkeleton } from './TerminationSkeleton.tsx';

/**
 * /selfcarekuendigung?data=…: the termination form filled from a signed link of the
 * self-care portal or an e-mail. A changed, expired or missing link leads to its error
 * page, which offers the default form.
 */
export default flowScreen<PrefilledFormData>({
  Skeleton: () => (
    <TerminationSkeleton intro="termination:form.introPrefilled" sections={[7, 5, 12, 4]} />
  ),
  // The loader carries the contract's schemas: it loads beside the view, after the first paint.
  load: () => import('./loadTermination.ts').then((m) => m.loadPrefilledForm()),
  view: () => import('./SelfcareTerminationView.tsx'),
  failedTexts: 'termination:loadFailed',
  ownPageView: true,
});

import { flowScreen } from '../flowScreen.tsx';
import type { TerminationFormData } from './loadTermination.ts';
import { TerminationSkeleton } from './TerminationSkeleton.tsx';

/**
 * /kuendigung: the public termination form (§ 312k BGB), no login, one page. Its first
 * paint already holds "jetzt kündigen"; the brand's options load beside the form's code.
 */
export default flowScreen<TerminationFormData>({
  Skeleton: () => (
    <TerminationSkeleton intro="termination:form.intro" sections={[10, 5, 21, 12, 4]} />
  ),
  // The loader carries the contract's schemas: it loads beside the view, after the first paint.
  load: () => import('./loadTermination.ts').then((m) => m.loadDefaultForm()),
  view: () => import('./TerminationView.tsx'),
  failedTexts: 'termination:loadFailed',
  ownPageView: true,
});

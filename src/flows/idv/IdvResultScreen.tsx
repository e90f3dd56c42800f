import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { loadResult, type IdvResultData } from './loadIdvResult.ts';

/**
 * The seven result pages (failed, expired, pending, success, consumed, completed,
 * PostIdent): one island, the page told by the address.
 */
export default flowScreen<IdvResultData>({
  Skeleton: () => <Skeleton sections={[3, 4]} />,
  load: loadResult,
  view: () => import('./IdvResultView.tsx'),
});

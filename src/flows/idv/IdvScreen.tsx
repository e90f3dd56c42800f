import { UseCaseText } from '../../i18n/react.tsx';
import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { loadMain, type IdvMainData } from './loadIdvMain.ts';

function IdvSkeleton() {
  return (
    <>
      <p className="idv-intro">
        <UseCaseText k="idv:main.intro" />
      </p>
      <Skeleton sections={[7, 9]} />
    </>
  );
}

/** /idv/{token}: the customer's details to check, then the choice of a verification method. */
export default flowScreen<IdvMainData>({
  Skeleton: IdvSkeleton,
  load: loadMain,
  view: () => import('./IdvView.tsx'),
});

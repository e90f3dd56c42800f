import { brand } from 'virtual:brand';
import type { IdvSession } from '../../api/contract/idv.ts';
import { UseCaseText } from '../../i18n/react.tsx';
import { $useCase } from '../../stores/useCase.ts';
import { loadCustomerDetails, type CustomerLoad } from '../customer/loadCustomerDetails.ts';
import { flowScreen, leaving, ready, type Loaded, type ScreenPlace } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { askIdv, askMethods, LEFT, type MethodsLoad } from './askIdv.ts';
import { detectDevice, type Device } from './device.ts';
import { leaveFor } from './leaveFor.ts';

export type IdvMainData =
  | { kind: 'problem'; error: unknown; useCase: IdvSession['useCase'] }
  | {
      kind: 'choose';
      session: IdvSession;
      methods: MethodsLoad;
      customer: CustomerLoad;
      device: Device;
    };

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

/**
 * Where the verification stands, its methods, the customer's details and what the device
 * can do, asked side by side. A verification that is no longer at the method choice sends
 * the customer to its page.
 */
async function loadMain({ token, locale }: ScreenPlace): Promise<Loaded<IdvMainData>> {
  const [standing, methods, customer, device] = await Promise.all([
    askIdv(token, locale),
    askMethods(token),
    loadCustomerDetails(brand.slug, token),
    detectDevice(),
  ]);
  if (standing === LEFT) return leaving;
  if (standing.kind === 'problem')
    return ready({ kind: 'problem', error: standing.error, useCase: $useCase.get() });
  if (standing.kind === 'ended' || standing.page !== 'idv') return leaveFor(standing.page, token);
  return ready({ kind: 'choose', session: standing.session, methods, customer, device });
}

/** /idv/{token}: the customer's details to check, then the choice of a verification method. */
export default flowScreen<IdvMainData>({
  Skeleton: IdvSkeleton,
  load: loadMain,
  view: () => import('./IdvView.tsx'),
});

import { brand } from 'virtual:brand';
import type { IdvSession } from '../../api/contract/idv.ts';
import { $useCase } from '../../stores/useCase.ts';
import { loadCustomerDetails, type CustomerLoad } from '../customer/loadCustomerDetails.ts';
import { leaving, ready, type Loaded, type ScreenPlace } from '../flowScreen.tsx';
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

/**
 * Where the verification stands, its methods, the customer's details and what the device
 * can do, asked side by side. A verification that is no longer at the method choice sends
 * the customer to its page.
 */
export async function loadMain({ token, locale }: ScreenPlace): Promise<Loaded<IdvMainData>> {
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

import { isAbort } from '../../api/client/abort.ts';
import type { CustomerDetails } from '../../api/contract/customer.ts';
import { RequestError } from '../../api/errors/classes.ts';
import { loadApi } from '../loadApi.ts';

/** The customer behind a link: known, none (a new customer), or no answer. */
export type CustomerLoad =
  { kind: 'known'; details: CustomerDetails } | { kind: 'none' } | { kind: 'failed' };

/** GET /api/{brand}/customer/details/{id}, told as what the screen does with it. */
export async function loadCustomerDetails(brand: string, token: string): Promise<CustomerLoad> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/customer.ts'));
    const details = await api.customerDetailsGet({ params: { brand, id: token } });
    return { kind: 'known', details };
  } catch (error) {
    if (!isAbort(error) && error instanceof RequestError && error.response?.status === 404)
      return { kind: 'none' };
    return { kind: 'failed' };
  }
}

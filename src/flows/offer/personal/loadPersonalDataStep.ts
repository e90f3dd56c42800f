import { brand } from 'virtual:brand';
import type { CustomerDetails } from '../../../api/contract/customer.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import { loadCustomerDetails } from '../../customer/loadCustomerDetails.ts';
import { ready, type Loaded, type ScreenPlace } from '../../flowScreen.tsx';
import { loadOffer } from '../loadOffer.ts';
import { isExistingCustomerOffer } from '../../../documents/offerFamily.ts';
import { enterStep } from '../offerStep.ts';

export interface PersonalDataStepData {
  /** What the offer knows of the customer; undefined when the offer did not answer. */
  offer: Offer | undefined;
  /** An existing customer's details (contract extension, tariff migration), if they came. */
  customer: CustomerDetails | undefined;
}

/** The customer details of an existing customer's offer; without them the offer's data fills in. */
async function knownCustomer(offer: Offer | undefined, token: string) {
  if (!offer || !isExistingCustomerOffer(offer.offerType)) return undefined;
  const loaded = await loadCustomerDetails(brand.slug, token);
  return loaded.kind === 'known' ? loaded.details : undefined;
}

/** The step's guards, then the offer for what it knows of the customer (the cart holds no personal data). */
export async function loadPersonalDataStep(
  place: ScreenPlace,
): Promise<Loaded<PersonalDataStepData>> {
  const entered = await enterStep('offerPersonalData', place);
  if (entered.kind !== 'ready') return entered;
  const offer = await loadOffer(place);
  if (offer.kind === 'leaving') return offer;
  // Without the offer's answer the form starts empty: everything it knows can be typed.
  const known = offer.kind === 'ready' ? offer.data : undefined;
  return ready({
    offer: known,
    customer: await knownCustomer(known, place.token),
  });
}

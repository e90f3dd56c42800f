import { customerDetailsUpdateSchema } from '../../api/contract/customer.ts';
import { flowAnswers } from '../answers.ts';
import type { ContactAddressValues } from '../personal/contactAddressRules.ts';

/**
 * A link's customer details as kept in this tab: what is being typed into the change form,
 * across reloads, until it is saved. Apart from the form's rules: the details show without
 * them, and the form loads when the customer asks to change something.
 */
export const customerAnswers = flowAnswers('customer', {
  details: customerDetailsUpdateSchema,
});

export const customerFieldId = (field: keyof ContactAddressValues): string => `customer-${field}`;

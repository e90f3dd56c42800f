import type { Prefill, TerminationConfig } from '../../api/contract/termination.ts';
import { emptyTerminationForm, type TerminationFormValues } from './terminationForm.ts';

/** Test helpers of the termination flow: not shipped, only imported by *.test.ts(x). */

/** A brand with home internet: every service type, a reason with and one without proof. */
export const exampleConfig = (): TerminationConfig => ({
  serviceTypes: ['mobile', 'internet', 'option'],
  cancellationTypes: ['Regular', 'Special'],
  reasons: [
    { reason: 'deathOfContractHolder', requiresProof: true },
    { reason: 'moveAbroad', requiresProof: false },
    { reason: 'otherReason', requiresProof: false },
  ],
  terminationDate: { earliest: '2026-01-15', latest: '2027-01-14' },
  upload: {
    maxBytes: 10 * 1024 * 1024,
    contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  },
  offerHotline: '089 787979400',
  comboDiscountHotline: '089 787979400',
});

/** The seeded o2 customer as the form holds her. */
export const filledForm = (): TerminationFormValues => ({
  ...emptyTerminationForm,
  serviceType: 'mobile',
  cancellationType: 'Regular',
  givenNames: 'Anna Maria',
  familyName: 'Müller-Lüdenscheidt',
  birthDate: { day: '17', month: '5', year: '1990' },
  street: 'Georg-Brauchle-Ring',
  houseNumber: '50',
  postalCode: '80992',
  city: 'München',
  phoneNumber: '0176 12345678',
  email: 'anna.mueller@example.de',
});

export const examplePrefill = (): Prefill => ({
  serviceType: 'mobile',
  contract: { phoneNumber: '0157 33445566', customerNumber: '7200431187' },
  customer: {
    salutation: 'herr',
    givenNames: 'Mehmet',
    familyName: 'Yılmaz',
    birthDate: '1984-03-09',
    address: { street: 'Oranienstraße', houseNumber: '25', postalCode: '10999', city: 'Berlin' },
  },
  email: 'mehmet.yilmaz@example.de',
});

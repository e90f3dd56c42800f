import type { PersonalData } from '../../../../src/api/contract/personal.ts';
import type { BrandKey } from '../brands.ts';

/** The holder of the seeded offers of each brand. */
export const personas: Record<BrandKey, PersonalData> = {
  o2: {
    salutation: 'frau',
    givenNames: 'Julia',
    familyName: 'Schneider',
    birthDate: '1988-03-14',
    contact: { email: 'julia.schneider@example.de', phone: '+49 176 23456789' },
    address: {
      street: 'Leopoldstraße',
      houseNumber: '112',
      postalCode: '80802',
      city: 'München',
      country: 'DE',
      status: 'validated',
    },
  },
  ayyildiz: {
    salutation: 'herr',
    givenNames: 'Mehmet Emre',
    familyName: 'Demir',
    birthDate: '1985-07-02',
    contact: { email: 'mehmet.demir@example.de', phone: '+49 157 34567890' },
    address: {
      street: 'Keupstraße',
      houseNumber: '45',
      postalCode: '51063',
      city: 'Köln',
      country: 'DE',
      status: 'validated',
    },
  },
  aetka: {
    salutation: 'herr',
    givenNames: 'Thomas',
    familyName: 'Weber',
    birthDate: '1979-11-23',
    contact: { email: 'thomas.weber@example.de', phone: '+49 171 4567890' },
    address: {
      street: 'Hauptstraße',
      houseNumber: '8',
      postalCode: '09212',
      city: 'Limbach-Oberfrohna',
      country: 'DE',
      status: 'validated',
    },
  },
  aldi: {
    salutation: 'frau',
    givenNames: 'Sabine',
    familyName: 'Fischer',
    birthDate: '1965-02-09',
    contact: { email: 'sabine.fischer@example.de', phone: '+49 176 88123456' },
    address: {
      street: 'Kettwiger Straße',
      houseNumber: '20',
      postalCode: '45127',
      city: 'Essen',
      country: 'DE',
      status: 'validated',
    },
  },
  nova: {
    salutation: 'herr',
    givenNames: 'Lukas',
    familyName: 'Hoffmann',
    birthDate: '1999-09-30',
    contact: { email: 'lukas.hoffmann@example.de', phone: '+49 160 5678901' },
    address: {
      street: 'Bergmannstraße',
      houseNumber: '5',
      postalCode: '10961',
      city: 'Berlin',
      country: 'DE',
      status: 'validated',
    },
  },
  ortel: {
    salutation: 'frau',
    givenNames: 'Elif',
    familyName: 'Kaya',
    birthDate: '1993-12-05',
    contact: { email: 'elif.kaya@example.de', phone: '+49 152 6789012' },
    address: {
      street: 'Kaiserstraße',
      houseNumber: '60',
      postalCode: '60329',
      city: 'Frankfurt am Main',
      country: 'DE',
      status: 'validated',
    },
  },
  spice: {
    salutation: 'herr',
    givenNames: 'Jonas',
    familyName: 'Becker',
    birthDate: '2001-04-17',
    contact: { email: 'jonas.becker@example.de', phone: '+49 177 7890123' },
    address: {
      street: 'Ottenser Hauptstraße',
      houseNumber: '12',
      postalCode: '22765',
      city: 'Hamburg',
      country: 'DE',
      status: 'validated',
    },
  },
  whiteLabel: {
    salutation: 'frau',
    givenNames: 'Laura',
    familyName: 'Wagner',
    birthDate: '1991-06-21',
    contact: { email: 'laura.wagner@example.de', phone: '+49 175 8901234' },
    address: {
      street: 'Königstraße',
      houseNumber: '28',
      postalCode: '70173',
      city: 'Stuttgart',
      country: 'DE',
      status: 'validated',
    },
  },
};

/** The other customer of the simulated brand login (for the 403 case). */
export const otherCustomer = { id: 'customer-other-0001', name: 'Max Mustermann' } as const;

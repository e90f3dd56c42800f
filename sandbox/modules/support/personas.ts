import type { PersonalData } from '../../../src/api/contract/personal.ts';
import { siteBrandSlugs } from './brandFacts.ts';

/** A seeded customer: personal data plus the numbers on their invoices. */
export interface Persona extends PersonalData {
  customerNumber: string;
  contractNumber: string;
  /** The line's phone number as printed on an invoice. */
  phoneNumber: string;
}

const address = (street: string, houseNumber: string, postalCode: string, city: string) => ({
  street,
  houseNumber,
  postalCode,
  city,
  country: 'DE' as const,
  status: 'validated' as const,
});

/** One customer per brand, living at addresses the address validation knows. */
const personas: readonly Persona[] = [
  {
    salutation: 'frau',
    givenNames: 'Anna Maria',
    familyName: 'Müller-Lüdenscheidt',
    birthDate: '1990-05-17',
    contact: { email: 'anna.mueller@example.de', phone: '+49 176 12345678' },
    address: address('Georg-Brauchle-Ring', '50', '80992', 'München'),
    customerNumber: '4711081500',
    contractNumber: 'MV-2023-118842',
    phoneNumber: '0176 12345678',
  },
  {
    salutation: 'herr',
    givenNames: 'Mehmet',
    familyName: 'Yılmaz',
    birthDate: '1984-03-09',
    contact: { email: 'mehmet.yilmaz@example.de', phone: '+49 157 33445566' },
    address: address('Oranienstraße', '25', '10999', 'Berlin'),
    customerNumber: '7200431187',
    contractNumber: 'AY-2022-40311',
    phoneNumber: '0157 33445566',
  },
  {
    salutation: 'herr',
    givenNames: 'Jens',
    familyName: 'Hoffmann',
    birthDate: '1975-11-30',
    contact: { email: 'jens.hoffmann@example.de', phone: '+49 172 9081726' },
    address: address('Königstraße', '28', '70173', 'Stuttgart'),
    customerNumber: '6500872214',
    contractNumber: 'AE-2021-77120',
    phoneNumber: '0172 9081726',
  },
  {
    salutation: 'frau',
    givenNames: 'Sabine',
    familyName: 'Krüger',
    birthDate: '1968-07-04',
    contact: { email: 'sabine.krueger@example.de', phone: '+49 176 55501234' },
    address: address('Grimmaische Straße', '12', '04109', 'Leipzig'),
    customerNumber: '8000125530',
    contractNumber: 'AT-2020-90417',
    phoneNumber: '0176 55501234',
  },
  {
    salutation: 'herr',
    givenNames: 'Lukas',
    familyName: 'Becker',
    birthDate: '1999-02-14',
    contact: { email: 'lukas.becker@example.de', phone: '+49 159 01928374' },
    address: address('Ehrenstraße', '44', '50672', 'Köln'),
    customerNumber: '7600339012',
    contractNumber: 'NV-2024-10233',
    phoneNumber: '0159 01928374',
  },
  {
    salutation: 'frau',
    givenNames: 'Ayşe',
    familyName: 'Demir',
    birthDate: '1992-10-21',
    contact: { email: 'ayse.demir@example.de', phone: '+49 178 22233344' },
    address: address('Kaiserstraße', '56', '60329', 'Frankfurt am Main'),
    customerNumber: '7700458821',
    contractNumber: 'OR-2023-55102',
    phoneNumber: '0178 22233344',
  },
  {
    salutation: 'herr',
    givenNames: 'Thomas',
    familyName: 'Schulz',
    birthDate: '1981-01-08',
    contact: { email: 'thomas.schulz@example.de', phone: '+49 177 1771234' },
    address: address('Reeperbahn', '101', '20359', 'Hamburg'),
    customerNumber: '8600712045',
    contractNumber: 'BW-2022-31877',
    phoneNumber: '0177 1771234',
  },
  {
    salutation: 'frau',
    givenNames: 'Julia',
    familyName: 'Wagner',
    birthDate: '1987-06-23',
    contact: { email: 'julia.wagner@example.de', phone: '+49 151 44556677' },
    address: address('Königsallee', '60', '40212', 'Düsseldorf'),
    customerNumber: '2000918273',
    contractNumber: 'PR-2024-00871',
    phoneNumber: '0151 44556677',
  },
];

/** The seeded customer of a brand (by its position in the brand list). */
export function personaOf(brand: string): Persona {
  const index = Math.max(0, siteBrandSlugs.indexOf(brand));
  return personas[index % personas.length] as Persona;
}

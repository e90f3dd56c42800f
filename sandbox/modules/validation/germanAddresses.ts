/** A street as the address validation knows it: one postal code for a range of house numbers. */
export interface KnownStreet {
  street: string;
  postalCode: string;
  city: string;
  /** First and last house number of the range this postal code covers. */
  houseNumbers: readonly [number, number];
  /** Other names customers type for the city, e.g. Neustadt for Neustadt an der Weinstraße. */
  cityAliases?: readonly string[];
}

const frankfurt = {
  city: 'Frankfurt am Main',
  cityAliases: ['Frankfurt', 'Frankfurt a. M.', 'Frankfurt/Main'],
};

/**
 * A small, realistic sample of German addresses: enough to show every answer of the
 * address validation. Long streets change their postal code along the house numbers
 * (Friedrichstraße, Kurfürstendamm, Leopoldstraße); Hauptstraße exists in Berlin and
 * Heidelberg; Bahnhofstraße in three towns called Neustadt; the villages of Föhr share
 * the postal code 25938 and each has a Dorfstraße.
 */
export const germanAddresses: readonly KnownStreet[] = [
  { street: 'Georg-Brauchle-Ring', postalCode: '80992', city: 'München', houseNumbers: [1, 100] },
  { street: 'Marienplatz', postalCode: '80331', city: 'München', houseNumbers: [1, 30] },
  { street: 'Sendlinger Straße', postalCode: '80331', city: 'München', houseNumbers: [1, 90] },
  { street: 'Leopoldstraße', postalCode: '80802', city: 'München', houseNumbers: [1, 99] },
  { street: 'Leopoldstraße', postalCode: '80804', city: 'München', houseNumbers: [100, 250] },
  { street: 'Hauptstraße', postalCode: '10827', city: 'Berlin', houseNumbers: [1, 170] },
  { street: 'Friedrichstraße', postalCode: '10969', city: 'Berlin', houseNumbers: [1, 49] },
  { street: 'Friedrichstraße', postalCode: '10117', city: 'Berlin', houseNumbers: [50, 250] },
  { street: 'Alexanderplatz', postalCode: '10178', city: 'Berlin', houseNumbers: [1, 10] },
  { street: 'Kurfürstendamm', postalCode: '10719', city: 'Berlin', houseNumbers: [1, 69] },
  { street: 'Kurfürstendamm', postalCode: '10707', city: 'Berlin', houseNumbers: [140, 230] },
  { street: 'Oranienstraße', postalCode: '10999', city: 'Berlin', houseNumbers: [1, 200] },
  { street: 'Mönckebergstraße', postalCode: '20095', city: 'Hamburg', houseNumbers: [1, 31] },
  { street: 'Jungfernstieg', postalCode: '20354', city: 'Hamburg', houseNumbers: [1, 60] },
  { street: 'Reeperbahn', postalCode: '20359', city: 'Hamburg', houseNumbers: [1, 180] },
  { street: 'Hohe Straße', postalCode: '50667', city: 'Köln', houseNumbers: [1, 170] },
  { street: 'Ehrenstraße', postalCode: '50672', city: 'Köln', houseNumbers: [1, 100] },
  { street: 'Zeil', postalCode: '60313', ...frankfurt, houseNumbers: [1, 130] },
  { street: 'Kaiserstraße', postalCode: '60311', ...frankfurt, houseNumbers: [1, 30] },
  { street: 'Kaiserstraße', postalCode: '60329', ...frankfurt, houseNumbers: [31, 80] },
  { street: 'Hauptstraße', postalCode: '69117', city: 'Heidelberg', houseNumbers: [1, 250] },
  { street: 'Königstraße', postalCode: '70173', city: 'Stuttgart', houseNumbers: [1, 80] },
  { street: 'Königsallee', postalCode: '40212', city: 'Düsseldorf', houseNumbers: [1, 110] },
  { street: 'Grimmaische Straße', postalCode: '04109', city: 'Leipzig', houseNumbers: [1, 40] },
  {
    street: 'Bahnhofstraße',
    postalCode: '67433',
    city: 'Neustadt an der Weinstraße',
    houseNumbers: [1, 60],
    cityAliases: ['Neustadt', 'Neustadt/Weinstraße'],
  },
  {
    street: 'Bahnhofstraße',
    postalCode: '96465',
    city: 'Neustadt bei Coburg',
    houseNumbers: [1, 50],
    cityAliases: ['Neustadt'],
  },
  {
    street: 'Bahnhofstraße',
    postalCode: '23730',
    city: 'Neustadt in Holstein',
    houseNumbers: [1, 40],
    cityAliases: ['Neustadt'],
  },
  { street: 'Dorfstraße', postalCode: '25938', city: 'Nieblum', houseNumbers: [1, 40] },
  { street: 'Dorfstraße', postalCode: '25938', city: 'Oevenum', houseNumbers: [1, 30] },
  { street: 'Dorfstraße', postalCode: '25938', city: 'Midlum', houseNumbers: [1, 30] },
  { street: 'Sandwall', postalCode: '25938', city: 'Wyk auf Föhr', houseNumbers: [1, 60] },
];

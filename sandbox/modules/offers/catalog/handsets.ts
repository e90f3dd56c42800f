import type { Hardware } from '../../../../src/api/contract/offer.ts';
import { TERM } from './prices.ts';

/** Handsets of the seeded offers, prices in EUR incl. VAT. */

/**
 * The camera arrangement of a model's back: lenses in a vertical pill, one lens alone, a
 * vertical column without island, a horizontal pair, three in a square island.
 */
export type CameraLayout = 'pill' | 'single' | 'column' | 'pair' | 'square';

interface HandsetSpec {
  id: string;
  manufacturer: string;
  name: string;
  colour: string;
  /** Fill of the generated product picture. */
  colourHex: string;
  /** How the cameras sit on its back, so each model's picture looks like that model. */
  cameras: CameraLayout;
  capacity: string;
  once: number;
  monthly: number;
}

const handsetSpecs = {
  galaxyS25: {
    id: 'SAM-S25-128-NVY',
    manufacturer: 'Samsung',
    name: 'Galaxy S25',
    colour: 'Navy',
    colourHex: '#27324a',
    cameras: 'column',
    capacity: '128 GB',
    once: 49,
    monthly: 22.5,
  },
  galaxyA56: {
    id: 'SAM-A56-128-GRA',
    manufacturer: 'Samsung',
    name: 'Galaxy A56 5G',
    colour: 'Awesome Graphite',
    colourHex: '#3b3b3d',
    cameras: 'column',
    capacity: '128 GB',
    once: 1,
    monthly: 14,
  },
  iphone16: {
    id: 'APL-IP16-128-BLK',
    manufacturer: 'Apple',
    name: 'iPhone 16',
    colour: 'Black',
    colourHex: '#1d1d1f',
    cameras: 'pill',
    capacity: '128 GB',
    once: 99,
    monthly: 27.5,
  },
  iphone16e: {
    id: 'APL-IP16E-128-WHT',
    manufacturer: 'Apple',
    name: 'iPhone 16e',
    colour: 'Cloud White',
    colourHex: '#f2f2f0',
    cameras: 'single',
    capacity: '128 GB',
    once: 49,
    monthly: 20,
  },
  iphone17: {
    id: 'APL-IP17-256-LAV',
    manufacturer: 'Apple',
    name: 'iPhone 17',
    colour: 'Lavender',
    colourHex: '#c9bfe3',
    cameras: 'pill',
    capacity: '256 GB',
    once: 149,
    monthly: 30,
  },
  pixel9a: {
    id: 'GGL-PX9A-128-OBS',
    manufacturer: 'Google',
    name: 'Pixel 9a',
    colour: 'Obsidian',
    colourHex: '#202124',
    cameras: 'pair',
    capacity: '128 GB',
    once: 1,
    monthly: 15,
  },
  redmiNote14: {
    id: 'XIA-RN14P-256-BLK',
    manufacturer: 'Xiaomi',
    name: 'Redmi Note 14 Pro 5G',
    colour: 'Midnight Black',
    colourHex: '#15161a',
    cameras: 'square',
    capacity: '256 GB',
    once: 29,
    monthly: 10,
  },
} as const satisfies Record<string, HandsetSpec>;

export type HandsetKey = keyof typeof handsetSpecs;

export const imagePath = (hardwareId: string) => `/api/offer/images/${hardwareId}.svg`;

export function handset(key: HandsetKey): Hardware {
  const s: HandsetSpec = handsetSpecs[key];
  return {
    id: s.id,
    name: s.name,
    manufacturer: s.manufacturer,
    colour: s.colour,
    capacity: s.capacity,
    images: [{ url: imagePath(s.id), alt: `${s.manufacturer} ${s.name} in ${s.colour}` }],
    prices: [
      { type: 'once', amount: s.once, kind: 'charge' },
      { type: 'monthly', amount: s.monthly, kind: 'charge', months: TERM },
    ],
  };
}

/** The handset behind an article number, for its generated picture. */
export const handsetById = (id: string): HandsetSpec | undefined =>
  Object.values(handsetSpecs).find((h: HandsetSpec) => h.id === id);

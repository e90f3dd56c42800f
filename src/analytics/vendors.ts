import type { ClientBrand } from '../brand/schema.ts';

/**
 * Third-party scripts a brand may configure (SPEC §7 "other traffic"). Each entry names
 * the origins the CSP must allow for brands that use it, and nothing else: the script's
 * own host plus the hosts that script loads from or reports to.
 */
export const vendors = {
  tagManager: {
    origins: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
    ],
    scriptUrl: (id: string, dataLayer: string) =>
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}&l=${encodeURIComponent(dataLayer)}`,
  },
  consentManager: {
    origins: [
      'https://web.cmp.usercentrics.eu',
      'https://api.usercentrics.eu',
      'https://consent-api.service.consent.usercentrics.eu',
    ],
    scriptUrl: () => 'https://web.cmp.usercentrics.eu/ui/loader.js',
  },
  personalisation: {
    origins: ['https://cdn.kameleoon.io'],
    scriptUrl: (id: string) => `https://cdn.kameleoon.io/${encodeURIComponent(id)}/kameleoon.js`,
  },
} as const;

export const DATA_LAYER_NAME = 'dataLayer';

/** The data layer event that starts the tag manager: once in the layer, it has started. */
export const TAG_MANAGER_START_EVENT = 'gtm.js';

/** Pages that load the personalisation script (SPEC §2: a path containing kuendigung). */
export const isPersonalisedPath = (path: string): boolean => path.includes('kuendigung');

type VendorBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/** Origins of the third-party scripts this brand loads; empty for brands without ids. */
export function vendorOrigins(brand: VendorBrand): string[] {
  return [...pageVendorOrigins(brand), ...personalisationOrigins(brand)];
}

/** Origins of the scripts every page of the brand may load: consent and tag manager. */
export function pageVendorOrigins(brand: VendorBrand): string[] {
  return [
    ...(brand.tagManager ? vendors.tagManager.origins : []),
    ...(brand.consentManagerId ? vendors.consentManager.origins : []),
  ];
}

/** Origins of the personalisation script: only the pages of `isPersonalisedPath` load it. */
export const personalisationOrigins = (brand: VendorBrand): string[] =>
  brand.personalisationId ? [...vendors.personalisation.origins] : [];

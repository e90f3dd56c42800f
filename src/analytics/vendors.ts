import type { ClientBrand } from '../brand/schema.ts';

/**
 * Third-party scripts a brand may configure (SPEC §7 "other traffic"). Each entry names
 * the origin the CSP must allow for brands that use it, and nothing else.
 */
export const vendors = {
  tagManager: {
    origin: 'https://www.googletagmanager.com',
    scriptUrl: (id: string, dataLayer: string) =>
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}&l=${encodeURIComponent(dataLayer)}`,
  },
  consentManager: {
    origin: 'https://web.cmp.usercentrics.eu',
    scriptUrl: () => 'https://web.cmp.usercentrics.eu/ui/loader.js',
  },
  personalisation: {
    origin: 'https://cdn.kameleoon.io',
    scriptUrl: (id: string) => `https://cdn.kameleoon.io/${encodeURIComponent(id)}/kameleoon.js`,
  },
} as const;

export const DATA_LAYER_NAME = 'dataLayer';

type VendorBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/** Origins of the third-party scripts this brand loads; empty for brands without ids. */
export function vendorOrigins(brand: VendorBrand): string[] {
  const origins: string[] = [];
  if (brand.tagManager) origins.push(vendors.tagManager.origin);
  if (brand.consentManagerId) origins.push(vendors.consentManager.origin);
  if (brand.personalisationId) origins.push(vendors.personalisation.origin);
  return origins;
}

import { loadBrands } from '../../../src/brand/registry.ts';

/** The site brands the offer scenarios use; `whiteLabel` is the configurable brand (id 2). */
export type BrandKey =
  'o2' | 'ayyildiz' | 'aetka' | 'aldi' | 'nova' | 'ortel' | 'spice' | 'whiteLabel';

export interface SiteBrand {
  slug: string;
  name: string;
  hotline: string;
  prepaid: boolean;
}

const WHITE_LABEL_ID = 2;
const all = loadBrands().map((b) => ({
  id: b.id,
  slug: b.slug,
  name: b.name,
  hotline: b.hotline,
  prepaid: b.prepaid,
}));

function pick(found: (typeof all)[number] | undefined, wanted: string): SiteBrand {
  if (!found) throw new Error(`The offer scenarios need the brand ${wanted}; brands/ lacks it.`);
  const { slug, name, hotline, prepaid } = found;
  return { slug, name, hotline, prepaid };
}

/** Brand data of a scenario's brand; the white-label slug comes from configuration. */
export const siteBrand = (key: BrandKey): SiteBrand =>
  pick(
    all.find((b) => (key === 'whiteLabel' ? b.id === WHITE_LABEL_ID : b.slug === key)),
    key,
  );

/** Brand data of a stored record, which keeps only the slug. */
export const brandBySlug = (slug: string): SiteBrand =>
  pick(
    all.find((b) => b.slug === slug),
    slug,
  );

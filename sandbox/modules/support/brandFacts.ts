import { defaultLocale, type Locale } from '../../../src/routes.ts';
import { loadBrands } from '../../../src/brand/registry.ts';

/** What the sandbox modules need to know about a brand slug of an API path. */
export interface BrandFacts {
  slug: string;
  name: string;
  prepaid: boolean;
  hotline?: string;
  languages: readonly Locale[];
  /** Where the local edge server serves the brand's site (`npm start`). */
  siteOrigin: string;
}

const siteBrands = loadBrands();

/** The site brands, in the order of the brand list. */
export const siteBrandSlugs: readonly string[] = siteBrands.map((b) => b.slug);

/**
 * Facts of a brand. Backend-only names of the brand enum (blauworld, telefonica, …) have no
 * site; the API still answers for them, as a postpaid brand with German only.
 */
export function brandFacts(slug: string): BrandFacts {
  const site = siteBrands.find((b) => b.slug === slug);
  const siteOrigin = `http://${slug}.localhost:${process.env['PORT'] ?? 4321}`;
  if (!site)
    return {
      slug,
      name: slug.toUpperCase(),
      prepaid: false,
      languages: [defaultLocale],
      siteOrigin,
    };
  return {
    slug,
    name: site.name,
    prepaid: site.prepaid,
    hotline: site.hotline,
    languages: site.availableLanguages,
    siteOrigin,
  };
}

import { loadBrands } from '../../../../src/brand/registry.ts';
import { publicHosts } from '../../../../src/brand/sites.ts';
import type { Locale } from '../../../../src/routes.ts';
import { href } from '../../../../src/routing/links.ts';

/** Who provides a brand's contracts and how to reach them, as its legal documents say it. */
export interface ProviderFacts {
  /** The brand, as its customers know it. */
  brand: string;
  /** The company, with its legal form. */
  name: string;
  /** One line: street, postcode and town. */
  address: string;
  phone: string;
  email: string;
  complaintsEmail: string;
  /** The brand's public site (its first public host), where its online functions are. */
  site: string;
}

const facts = new Map(
  loadBrands().map((b): [string, ProviderFacts] => {
    const { name, street, postalCode, city, email, complaintsEmail } = b.provider;
    const host = publicHosts(b.hosts)[0] ?? `${b.slug}.localhost`;
    return [
      b.slug,
      {
        brand: b.name,
        name,
        address: `${street}, ${postalCode} ${city}`,
        phone: b.hotline,
        email,
        complaintsEmail,
        site: `https://${host}`,
      },
    ];
  }),
);

/** The provider of a brand's contracts, from its folder (`brand.json`, `provider`). */
export function providerFacts(slug: string): ProviderFacts {
  const found = facts.get(slug);
  if (!found) throw new Error(`No brand folder for ${slug}: its documents name no provider.`);
  return found;
}

/** A page of the brand's public site in `locale`, as a document names it. */
export const sitePage = (
  provider: ProviderFacts,
  route: 'termination' | 'withdrawal' | 'accessibility',
  locale: Locale,
): string => `${provider.site}${href(route, {}, locale)}`;

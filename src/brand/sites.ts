import { offeredLocale } from '../i18n/localeRedirect.ts';
import type { Locale } from '../routes.ts';
import { localizePath } from '../routing/paths.ts';
import type { Brand } from './schema.ts';

/** Where a brand's site is: what a page needs to send a customer there. */
export interface BrandSite {
  slug: string;
  name: string;
  hosts: readonly string[];
  /** The languages that site is built in: a link there never names another. */
  languages: readonly Locale[];
}

export const brandSiteOf = ({
  slug,
  name,
  hosts,
  availableLanguages,
}: Pick<Brand, 'slug' | 'name' | 'hosts' | 'availableLanguages'>): BrandSite => ({
  slug,
  name,
  hosts,
  languages: availableLanguages,
});

const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The host names customers reach a brand on: those of `brand.json` that are not local. */
export const publicHosts = (hosts: readonly string[]): string[] =>
  hosts.filter((host) => !isLocal(host));

/**
 * The address of a page on another brand's site, served the way this page is: on the local
 * edge (`<slug>.localhost` on this port) or on the brand's public host over https. `path` is
 * locale-free; the page is in `locale` where that site offers it, else in German.
 */
export function brandSiteUrl(
  site: BrandSite,
  here: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  path: string,
  locale: Locale,
): string | undefined {
  const page = localizePath(path, offeredLocale(locale, site.languages));
  if (isLocal(here.hostname))
    return `${here.protocol}//${site.slug}.localhost${here.port ? `:${here.port}` : ''}${page}`;
  const [host] = publicHosts(site.hosts);
  return host ? `https://${host}${page}` : undefined;
}

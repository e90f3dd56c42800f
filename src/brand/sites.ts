import type { Brand } from './schema.ts';

/** Where a brand's site is: what a page needs to send a customer there. */
export interface BrandSite {
  slug: string;
  name: string;
  hosts: readonly string[];
}

export const brandSiteOf = ({ slug, name, hosts }: Pick<Brand, 'slug' | 'name' | 'hosts'>) => ({
  slug,
  name,
  hosts,
});

const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The host names customers reach a brand on: those of `brand.json` that are not local. */
export const publicHosts = (hosts: readonly string[]): string[] =>
  hosts.filter((host) => !isLocal(host));

/**
 * The address of `path` on another brand's site, served the way this page is: on the local
 * edge (`<slug>.localhost` on this port) or on the brand's public host over https.
 */
export function brandSiteUrl(
  site: BrandSite,
  here: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  path: string,
): string | undefined {
  if (isLocal(here.hostname))
    return `${here.protocol}//${site.slug}.localhost${here.port ? `:${here.port}` : ''}${path}`;
  const [host] = publicHosts(site.hosts);
  return host ? `https://${host}${path}` : undefined;
}

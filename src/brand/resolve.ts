/**
 * Which brand a request gets (SPEC §1): host name → `brand` query parameter →
 * stored brand → first brand of the list. One pure function for the edge server,
 * the generated host rules' tests and the client.
 */
export interface BrandRef {
  readonly slug: string;
  readonly hosts: readonly string[];
}

export type BrandSource = 'host' | 'query' | 'stored' | 'default';

export interface BrandInput {
  /** Host header or `location.host`; a port is ignored. */
  host?: string | null;
  /** Value of the `brand` query parameter. */
  query?: string | null;
  /** Stored brand value (cookie at the edge, persistent store in the browser). */
  stored?: string | null;
}

export function resolveBrand<B extends BrandRef>(
  brands: readonly B[],
  input: BrandInput,
): { brand: B; source: BrandSource } {
  const first = brands[0];
  if (!first) throw new Error('resolveBrand needs at least one brand');
  const hostName = (input.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const byHost = brands.find((b) => b.hosts.includes(hostName));
  if (byHost) return { brand: byHost, source: 'host' };
  const bySlug = (slug: string | null | undefined) =>
    slug ? brands.find((b) => b.slug === slug.toLowerCase()) : undefined;
  const byQuery = bySlug(input.query);
  if (byQuery) return { brand: byQuery, source: 'query' };
  const byStored = bySlug(input.stored);
  if (byStored) return { brand: byStored, source: 'stored' };
  return { brand: first, source: 'default' };
}

/** Cookie that carries the stored brand at the edge. */
export const BRAND_COOKIE = 'brand';

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brandFileSchema, HOTLINE_RULE, type Brand, type ClientBrand } from './schema.ts';

/** Build-time only (Node): reads and validates every `brands/<folder>/brand.json`. */
export const BRANDS_DIR = resolve(import.meta.dirname, '../../brands');

/**
 * Configuration of the neutral white-label brand (id 2):
 * WHITE_LABEL_SLUG (default `product`) and WHITE_LABEL_BACKEND_ENUM (default `PRODUCT`).
 */
export function whiteLabelConfig(env: NodeJS.ProcessEnv = process.env) {
  const slug = env['WHITE_LABEL_SLUG'] || 'product';
  const backendEnum = env['WHITE_LABEL_BACKEND_ENUM'] || slug.toUpperCase().replace(/-/g, '_');
  if (!/^[a-z0-9-]+$/.test(slug))
    throw new Error(`WHITE_LABEL_SLUG "${slug}" must match [a-z0-9-]+`);
  const hotline = env['WHITE_LABEL_HOTLINE'] || undefined;
  if (hotline !== undefined && !HOTLINE_RULE.test(hotline))
    throw new Error(`WHITE_LABEL_HOTLINE "${hotline}" must be digits and spaces, + first`);
  return { slug, backendEnum, hotline };
}

export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

export function loadBrand(
  folder: string,
  dir = BRANDS_DIR,
  env = process.env,
): Brand & { dir: string } {
  const file = join(dir, folder, 'brand.json');
  if (!existsSync(file)) throw new BrandConfigError(`${file}: missing brand.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BrandConfigError(`${file}: invalid JSON (${(e as Error).message})`);
  }
  const parsed = brandFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `field "${i.path.join('.') || '(root)'}" ${i.message}`,
    );
    throw new BrandConfigError(`${file}: ${issues.join('; ')}`);
  }
  const data = parsed.data;
  const { slug, backendEnum, hotline } = data.whiteLabel
    ? whiteLabelConfig(env)
    : { slug: data.slug as string, backendEnum: data.backendEnum as string, hotline: undefined };
  for (const asset of ['logo', 'favicon'] as const) {
    if (!existsSync(join(dir, folder, data[asset])))
      throw new BrandConfigError(
        `${file}: field "${asset}" names ${data[asset]}, which is not in the folder`,
      );
  }
  if (!existsSync(join(dir, folder, 'theme.css')))
    throw new BrandConfigError(`${file}: theme.css is missing beside it`);
  const hosts = data.whiteLabel ? [...data.hosts, `${slug}.localhost`] : data.hosts;
  return {
    ...data,
    slug,
    backendEnum,
    hotline: hotline ?? data.hotline,
    hosts: [...new Set(hosts)],
    dir: join(dir, folder),
  };
}

/** All brands, ordered by `order`; a broken folder fails loudly, naming file and field. */
export function loadBrands(dir = BRANDS_DIR, env = process.env): (Brand & { dir: string })[] {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const brands = folders.map((f) => loadBrand(f, dir, env)).sort((a, b) => a.order - b.order);
  const seen = new Map<string, string>();
  for (const b of brands) {
    for (const key of [`slug:${b.slug}`, `id:${b.id}`, ...b.hosts.map((h) => `host:${h}`)]) {
      const other = seen.get(key);
      if (other)
        throw new BrandConfigError(
          `${join(b.dir, 'brand.json')}: ${key} is already used by ${other}`,
        );
      seen.set(key, b.slug);
    }
  }
  if (brands.length === 0) throw new BrandConfigError(`${dir}: no brand folders`);
  return brands;
}

export function findBrand(slug: string, dir = BRANDS_DIR, env = process.env) {
  const brand = loadBrands(dir, env).find((b) => b.slug === slug);
  if (!brand) throw new BrandConfigError(`No brand with slug "${slug}" in ${dir}`);
  return brand;
}

export function toClientBrand(b: Brand): ClientBrand {
  const client: ClientBrand = {
    id: b.id,
    slug: b.slug,
    backendEnum: b.backendEnum,
    name: b.name,
    nameForTitle: b.nameForTitle,
    prepaid: b.prepaid,
    availableLanguages: b.availableLanguages,
    hotline: b.hotline,
    likelyNationalities: b.likelyNationalities,
    creditor: {
      name: b.provider.name,
      street: b.provider.street,
      postalCode: b.provider.postalCode,
      city: b.provider.city,
    },
  };
  if (b.tagManager) client.tagManager = b.tagManager;
  if (b.consentManagerId) client.consentManagerId = b.consentManagerId;
  if (b.personalisationId) client.personalisationId = b.personalisationId;
  return client;
}

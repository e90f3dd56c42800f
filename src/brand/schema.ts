import { z } from 'zod';
import { locales } from '../routes.ts';

/** Every backend brand name the operator's API knows, beyond the eight site brands (SPEC §3). */
/** A hotline as printed: digits and spaces, `+` first for an international number. */
export const HOTLINE_RULE = /^\+?[\d ]+$/;

/** A number made up for a template ("0800 0000000"): every digit after the prefix a zero. */
export const isPlaceholderHotline = (hotline: string): boolean =>
  /^0\d{3}0+$/.test(hotline.replace(/\s+/g, '')) || /^0+$/.test(hotline.replace(/\s+/g, ''));

export const brandEnum = [
  'o2',
  'ayyildiz',
  'aetka',
  'aldi',
  'nova',
  'ortel',
  'spice',
  'blauworld',
  'nettokom',
  'whatsapp',
  'telefonica',
] as const;

/**
 * The company that provides the brand's contracts, as its legal documents name it (the
 * contract summary, the withdrawal instruction): address, e-mail, and where complaints go.
 */
const providerSchema = z
  .object({
    name: z.string().min(1),
    street: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a German postcode of 5 digits'),
    city: z.string().min(1),
    email: z.email(),
    complaintsEmail: z.email(),
  })
  .strict();

const fileName = z
  .string()
  .regex(/^[\w.-]+\.(svg|png|ico|webp)$/, 'must be a file name in the brand folder');

/**
 * `brand.json`, validated at build time. Brands differ only by this data and their
 * design tokens (theme.css), never by code paths.
 */
export const brandFileSchema = z
  .object({
    id: z.number().int().positive(),
    /** URL slug and build folder. Optional only for the white-label brand (from configuration). */
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** Brand name the backend API expects. Optional only for the white-label brand. */
    backendEnum: z
      .string()
      .regex(/^[A-Z0-9_]+$/)
      .optional(),
    /** The neutral white-label brand: its slug and backend name come from configuration. */
    whiteLabel: z.boolean().default(false),
    /** Position in the brand list; the first brand is the last resort of brand resolution. */
    order: z.number().int().nonnegative(),
    name: z.string().min(1),
    nameForTitle: z.string().min(1),
    logo: fileName,
    favicon: fileName,
    prepaid: z.boolean(),
    availableLanguages: z
      .array(z.enum(locales))
      .min(1)
      .refine((l) => l.includes('de'), 'must include de, the default language'),
    /** Host names that select this brand at the edge (lower case, no port). */
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)).min(1),
    tagManager: z
      .object({ name: z.string().min(1), id: z.string().regex(/^[A-Z0-9-]+$/) })
      .optional(),
    consentManagerId: z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
    personalisationId: z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
    /** Phone number customers can call; shown in footers and error pages. */
    hotline: z.string().regex(HOTLINE_RULE),
    /**
     * The nationalities most of the brand's customers hold (ISO 3166-1 alpha-2), most
     * likely first: the ID data's list offers them before all others.
     */
    /** The provider named in the legal documents (the sandbox writes them from this). */
    provider: providerSchema,
    /**
     * The brand's imprint (§ 5 DDG) and privacy notice (Art. 13 GDPR), on its main site:
     * every page's footer links them.
     */
    legalPages: z
      .object({
        imprint: z.url({ protocol: /^https$/ }),
        privacy: z.url({ protocol: /^https$/ }),
      })
      .strict(),
    likelyNationalities: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166-1 alpha-2 codes, e.g. DE'))
      .min(1)
      .refine((codes) => new Set(codes).size === codes.length, 'must name each code once'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.whiteLabel && !b.slug)
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'is required' });
    if (!b.whiteLabel && !b.backendEnum)
      ctx.addIssue({ code: 'custom', path: ['backendEnum'], message: 'is required' });
  });

export type BrandFile = z.infer<typeof brandFileSchema>;

/** A resolved brand: slug and backend name always present. */
export type Brand = Omit<BrandFile, 'slug' | 'backendEnum'> & { slug: string; backendEnum: string };

/** The creditor of the brand's SEPA mandates: the provider, by name and address. */
export type Creditor = Pick<Brand['provider'], 'name' | 'street' | 'postalCode' | 'city'>;

/** The part of a brand the browser needs; no build paths or host lists. */
export type ClientBrand = { creditor: Creditor } & Pick<
  Brand,
  | 'id'
  | 'slug'
  | 'backendEnum'
  | 'name'
  | 'nameForTitle'
  | 'prepaid'
  | 'availableLanguages'
  | 'hotline'
  | 'likelyNationalities'
  | 'tagManager'
  | 'consentManagerId'
  | 'personalisationId'
>;

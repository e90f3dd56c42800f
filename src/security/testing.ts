import type { ClientBrand } from '../brand/schema.ts';
import { cspDirectives, scriptSources, type CspSettings } from './csp.ts';
import { observatoryGrade, type Grade } from './observatory.ts';

type CspBrand = Pick<ClientBrand, 'tagManager' | 'consentManagerId' | 'personalisationId'>;

/**
 * The <meta> policy Astro writes into every page from astro.config.mjs (`security.csp`):
 * the directives of cspDirectives(), script-src with the build's hashes, style-src with
 * its hashes and style attributes allowed. Tests use it where no build is at hand.
 */
export function astroMetaPolicy(brand: CspBrand, settings: CspSettings = {}): string {
  return [
    ...cspDirectives(brand, settings),
    `script-src ${scriptSources(brand).join(' ')} 'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='`,
    "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    "style-src-attr 'unsafe-inline'",
  ].join('; ');
}

/** Grade of an answer served over https behind the http→https redirect. */
export const httpsGrade = (
  headers: Record<string, string | readonly string[] | undefined>,
  metaCsp: readonly string[] = [],
): Grade => observatoryGrade({ headers, metaCsp, https: true, redirectsToHttps: true });

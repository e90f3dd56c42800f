import type { ClientBrand } from './schema.ts';

/**
 * Every page carries its brand for the browser's code in one JSON element (written by the
 * layout, read by `virtual:brand` in the browser, see vitePlugin.ts), so the browser's
 * files hold no brand and are the same bytes in every brand's build.
 */
export const BRAND_DATA_SELECTOR = 'script[type="application/json"][data-brand]';

/** The brand as JSON safe inside a script element: no `</script>` or `<!--` can end it early. */
export const brandDataJson = (brand: ClientBrand) => JSON.stringify(brand).replace(/</g, '\\u003c');

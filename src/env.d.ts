/// <reference types="astro/client" />

declare module 'virtual:brand' {
  import type { ClientBrand } from './brand/schema.ts';
  export const brand: ClientBrand;
  export const buildId: string;
  export const logoUrl: string;
  /** The logo's intrinsic size (its SVG viewBox), for the <img> width and height. */
  export const logoSize: { width: number; height: number };
  export const faviconUrl: string;
  /** The brand's imprint and privacy notice; for the layout only (not in the browser's build). */
  export const legalPages: import('./brand/schema.ts').BrandFile['legalPages'];
  export const brandSites: readonly import('./brand/sites.ts').BrandSite[];
}

declare module 'virtual:brand/theme.css';

interface ImportMetaEnv {
  /** Base URL of the permissions API; default: the page's own origin. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** Payment provider hosts the accept answer may redirect to (comma-separated). */
  readonly PUBLIC_PAYMENT_HOSTS?: string;
  /** Identity provider hosts, the same list (comma-separated). */
  readonly PUBLIC_IDV_HOSTS?: string;
  /** Hosts of the brands' own logins, the same list (comma-separated). */
  readonly PUBLIC_LOGIN_HOSTS?: string;
  /** '1' in a release build (`npm run build -- --release`): no sandbox shortcuts. */
  readonly PUBLIC_RELEASE?: string;
}

declare module 'virtual:locales/*' {
  import type { TextTree } from './i18n/translationSystem.ts';
  const texts: Record<string, TextTree>;
  export default texts;
}

declare module 'virtual:island-texts' {
  /** Per island module below `src/flows/`, the text keys its code names; null: all texts. */
  const keys: Readonly<Record<string, readonly string[]>> | null;
  export default keys;
}

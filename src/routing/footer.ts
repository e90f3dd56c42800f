import type { TextKey } from '../i18n/keys.ts';
import { routes, type Locale } from '../routes.ts';
import { localizePath } from './paths.ts';

export interface FooterLink {
  href: string;
  text: TextKey;
}

/**
 * The site footer's links: every screen the route table gives a `footerLink` text, in the
 * table's order. Read at build time (src/layouts/Layout.astro); the browser's copy of the
 * table has no texts.
 */
export function footerLinks(locale: Locale): FooterLink[] {
  return routes.flatMap((route) =>
    'footerLink' in route
      ? [{ href: localizePath(route.path, locale), text: route.footerLink }]
      : [],
  );
}

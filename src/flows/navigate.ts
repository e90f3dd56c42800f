import { href, splitLocale, type Locale, type RouteId, type RouteParams } from '../routes.ts';

/** The locale of the page the customer is on. */
export const currentLocale = (): Locale => splitLocale(window.location.pathname).locale;

/**
 * Goes to another screen in the page's locale. Each screen is its own static page, so
 * this is a real navigation; `replace` keeps a finished step out of the back button.
 */
export function goTo<Id extends RouteId>(
  id: Id,
  params: RouteParams<Id>,
  { replace = false, search = '' }: { replace?: boolean; search?: string } = {},
): void {
  const target = `${(href as (id: RouteId, p: object, l: Locale) => string)(id, params, currentLocale())}${search}`;
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

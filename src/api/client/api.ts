import { brand } from 'virtual:brand';
import { callNames, type CallName } from '../contract/calls.ts';
import { createApiClient } from './createApiClient.ts';
import type { ApiClient } from './types.ts';

/** `PUBLIC_API_BASE_URL`, else the page's own origin (the edge forwards /api/* to the API). */
export function defaultBaseUrl(): string {
  return import.meta.env.PUBLIC_API_BASE_URL || window.location.origin;
}

let client: ApiClient | undefined;
const browserClient = (): ApiClient =>
  (client ??= createApiClient({ baseUrl: defaultBaseUrl(), brand: brand.slug }));

/**
 * The site's API client. Created on the first call, not on import: Astro's build and the
 * tests import this module where there is no `window`.
 */
export const api: ApiClient = Object.fromEntries(
  callNames.map((name: CallName) => [
    name,
    (input?: object) => (browserClient()[name] as (input?: object) => Promise<unknown>)(input),
  ]),
) as unknown as ApiClient;

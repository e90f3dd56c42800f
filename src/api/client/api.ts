import type { CallTable } from '../contract/callDef.ts';
import { bindCalls, createTransport, type Send } from './createApiClient.ts';
import type { ClientOf } from './types.ts';

/** `PUBLIC_API_BASE_URL`, else the page's own origin (the edge forwards /api/* to the API). */
export function defaultBaseUrl(): string {
  return import.meta.env.PUBLIC_API_BASE_URL || window.location.origin;
}

let transport: Send | undefined;

/**
 * The site's client for the calls of `table`. Every table shares one transport, created on
 * the first call, not on import: Astro's build and the tests import this module where
 * there is no `window`.
 */
export function browserApi<T extends CallTable>(table: T): ClientOf<T> {
  return bindCalls(table, (name, def, input) =>
    (transport ??= createTransport({ baseUrl: defaultBaseUrl() }))(name, def, input),
  );
}

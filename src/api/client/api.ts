import type { CallTable } from '../contract/callDef.ts';
import { bindCalls, createTransport, type Send } from './createApiClient.ts';
import type { ClientOf } from './types.ts';

/** `PUBLIC_API_BASE_URL`, else the page's own origin (the edge forwards /api/* to the API). */
export function defaultBaseUrl(): string {
  return import.meta.env.PUBLIC_API_BASE_URL || window.location.origin;
}

/**
 * The site's client: binds call tables (all calls, or one area's) to one transport, which
 * sends the bearer token `getToken` reads (the page's login: src/flows/loadApi.ts passes
 * it in). The transport is created on the first call, not before: Astro's build and the
 * tests import this module where there is no `window`.
 */
export function browserClient(
  getToken: () => string | undefined,
): <T extends CallTable>(table: T) => ClientOf<T> {
  let transport: Send | undefined;
  const send: Send = (name, def, input) =>
    (transport ??= createTransport({ baseUrl: defaultBaseUrl(), getToken }))(name, def, input);
  return (table) => bindCalls(table, send);
}

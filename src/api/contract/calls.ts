import type { CallBody, CallParams, CallQuery, CallResponse, CallTable } from './callDef.ts';
import authCalls from './calls/auth.ts';
import consentCalls from './calls/consent.ts';
import customerCalls from './calls/customer.ts';
import entryCalls from './calls/entry.ts';
import idvCalls from './calls/idv.ts';
import listCalls from './calls/lists.ts';
import mailCalls from './calls/mail.ts';
import offerCalls from './calls/offer.ts';
import orderCalls from './calls/order.ts';
import terminationCalls from './calls/termination.ts';
import validationCalls from './calls/validation.ts';
import withdrawalCalls from './calls/withdrawal.ts';

export {
  isBlobResponse,
  isMultipart,
  type BlobResponse,
  type CallDef,
  type CallTable,
  type ErrorKind,
  type HttpMethod,
  type MultipartBody,
} from './callDef.ts';

/**
 * Every call of SPEC §7: the client types, the sandbox validates and the OpenAPI document
 * describes with this table. The browser never loads it whole: a screen's code asks for
 * the calls of its area (`loadApi(() => import('…/calls/<area>.ts'))`), so it carries only
 * their schemas, and only once it calls.
 */
export const calls = {
  ...authCalls,
  ...listCalls,
  ...consentCalls,
  ...terminationCalls,
  ...offerCalls,
  ...orderCalls,
  ...customerCalls,
  ...mailCalls,
  ...entryCalls,
  ...idvCalls,
  ...validationCalls,
  ...withdrawalCalls,
} as const satisfies CallTable;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export const callNames = Object.keys(calls) as CallName[];

export type ParamsOf<N extends CallName> = CallParams<Calls[N]>;
export type QueryOf<N extends CallName> = CallQuery<Calls[N]>;
export type BodyOf<N extends CallName> = CallBody<Calls[N]>;
export type ResponseOf<N extends CallName> = CallResponse<Calls[N]>;

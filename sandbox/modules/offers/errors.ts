import type { ErrorBody } from '../../../src/api/contract/common.ts';
import {
  messages,
  type OfferBodyCode,
  type OfferClientCode,
} from '../../../src/api/errors/codes.ts';
import { fail } from '../../contractRoute.ts';
import { brandBySlug } from './brands.ts';
import type { OfferRecord } from './store.ts';

type Status = Parameters<typeof fail>[0];

/**
 * HTTP status of each body code. 401, 403 and 404 are left alone on purpose: the site
 * maps them before it reads a body code (SPEC §8). Gone for offers that will never
 * come back, 409 for state conflicts, 422 for missing customer data, 503 for downtimes
 * and retries, 500 for backend faults.
 */
export const codeStatus: Record<OfferBodyCode, Status> = {
  OfferCancelled: 410,
  OfferConsumed: 410,
  OfferExpired: 410,
  OfferWithdrawn: 410,
  OfferBlocked: 409,
  OfferAbandonedPayment: 409,
  OfferIncompatibleState: 409,
  OfferPaymentWaitForCapture: 409,
  NoHardwareStock: 409,
  NoPaymentMethodsAvailable: 409,
  OfferMismatch: 409,
  ReservationCallHotline: 409,
  ReservationFoundNoOrder: 409,
  ReservationRetryModal: 409,
  PersonalDataMissing: 422,
  IdentificationDataMissing: 422,
  BirthdateNotPresent: 422,
  ReservationAmountCanNotBeBlocked: 422,
  Downtime: 503,
  ReservationRetryDowntime: 503,
  ReservationRetryLater: 503,
  TechnicalProblem: 500,
  OfferTechError: 500,
};

const withDowntime = new Set<string>(['Downtime', 'ReservationRetryDowntime']);

/** The body of an offer error: the code plus what the site keeps (use case, hotline, downtime). */
export function offerErrorBody(
  record: OfferRecord,
  code: OfferBodyCode | OfferClientCode,
  message: string = messages.offerBody,
): ErrorBody {
  const { offer } = record;
  return {
    code,
    message,
    offerUseCase: offer.offerUseCase,
    shopHotline: offer.shopHotline ?? brandBySlug(record.brand).hotline,
    ...(withDowntime.has(code) && offer.downtime ? { downtime: offer.downtime } : {}),
  };
}

/** Throws the answer for a body code. */
export const failWith = (record: OfferRecord, code: OfferBodyCode): never =>
  fail(codeStatus[code], offerErrorBody(record, code));

export const notFound = (): never =>
  fail(404, { code: 'NotFound', message: messages.offerNotFound });

export const notAuthorized = (): never =>
  fail(401, { code: 'NotAuthorized', message: messages.offerNotAuthorized });

export const forbidden = (): never =>
  fail(403, { code: 'Forbidden', message: messages.offerForbidden });

export const resetFailed = (record: OfferRecord): never =>
  fail(409, offerErrorBody(record, 'OfferResetFailed', messages.offerResetFailed));

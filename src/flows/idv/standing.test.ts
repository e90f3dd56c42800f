import { describe, expect, it } from 'vitest';
import { idvStatuses, type IdvSession } from '../../api/contract/idv.ts';
import { ApiError, IdvError } from '../../api/errors/classes.ts';
import { idvBodyCodes } from '../../api/errors/codes.ts';
import { RefusedRequestError } from '../../api/errors/refused.ts';
import { href, routeById } from '../../routing/links.ts';
import {
  idvPages,
  pageOfPath,
  pageOfStatus,
  problemBelongsToChoice,
  standingOf,
} from './standing.ts';

const TOKEN = 'idv-outcome-success-0001';
const session = (status: IdvSession['status']): IdvSession => ({
  status,
  useCase: 'Standard',
  language: 'de',
  expiresAt: '2026-02-01T00:00:00+01:00',
});

describe('standingOf', () => {
  it.each(idvStatuses)('sends status %s to its own page', (status) => {
    const standing = standingOf({ session: session(status) });
    expect(standing).toMatchObject({ kind: 'open', page: pageOfStatus[status] });
  });

  it('gives every status a page of its own, and every page a status', () => {
    expect(new Set(Object.values(pageOfStatus)).size).toBe(idvStatuses.length);
    expect([...Object.values(pageOfStatus)].sort()).toEqual([...idvPages].sort());
  });

  it.each([
    ['IDV_SUCCESS', 'idvSuccess'],
    ['IDV_COMPLETED', 'idvCompleted'],
    ['OFFER_CONSUMED', 'idvConsumed'],
    ['OFFER_EXPIRED', 'idvExpired'],
    ['IDV_NO_METHODS_AVAILABLE', 'idvFailed'],
    ['NO_MORE_IDV_POSSIBLE', 'idvFailed'],
    ['OFFER_CANCELLED', 'idvFailed'],
  ] as const)('sends the end %s to %s with its code', (code, page) => {
    const error = new IdvError(code, 'Idv could not be accessed.');
    expect(standingOf({ error })).toEqual({ kind: 'ended', page, code, error });
  });

  it('keeps every other answer as a problem without a page of its own', () => {
    const pageless = idvBodyCodes.filter(
      (c) => standingOf({ error: new IdvError(c, 'x') }).kind === 'problem',
    );
    expect(pageless).toEqual(['RESERVATION_CALL_HOTLINE', 'TECHNICAL_PROBLEM', 'DOWNTIME']);
    for (const error of [
      new IdvError('NotFound', 'x'),
      new IdvError('Unexpected', 'x'),
      new IdvError('IdvMismatch', 'x'),
      new RefusedRequestError('TooManyRequests'),
      new ApiError(),
      new TypeError('Failed to fetch'),
    ])
      expect(standingOf({ error })).toEqual({ kind: 'problem', error });
  });
});

describe('problemBelongsToChoice', () => {
  it('leads the hotline, maintenance and technical problems to the method choice', () => {
    for (const code of ['RESERVATION_CALL_HOTLINE', 'TECHNICAL_PROBLEM', 'DOWNTIME'] as const)
      expect(problemBelongsToChoice(new IdvError(code, 'x'))).toBe(true);
  });

  it('tells an unknown link, another brand’s link, too many requests and no answer where the customer is', () => {
    for (const error of [
      new IdvError('NotFound', 'x'),
      new IdvError('IdvMismatch', 'x', { brand: 'o2' }),
      new IdvError('Unexpected', 'x'),
      new RefusedRequestError('TooManyRequests'),
      new ApiError(),
    ])
      expect(problemBelongsToChoice(error)).toBe(false);
  });
});

describe('pageOfPath', () => {
  it.each(idvPages)('reads %s from its path in every language', (page) => {
    for (const locale of ['de', 'en', 'tr'] as const)
      expect(pageOfPath(href(page, { token: TOKEN }, locale))).toBe(page);
  });

  it('knows no verification page on other paths', () => {
    expect(pageOfPath(href('offer', { token: TOKEN }))).toBeUndefined();
    expect(pageOfPath('/idv/short')).toBeUndefined();
    expect(routeById('idvPostIdent').path).toBe('/idv/:token/post-ident');
  });
});

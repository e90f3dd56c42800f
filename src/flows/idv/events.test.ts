// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { dataLayerEntries, resetDataLayer, visit as at } from '../../analytics/testing.ts';
import { idvEvents } from './events.ts';

const TOKEN = 'q3Z8vX1_bN0-kLm4Pw9yTg';
const pushed = dataLayerEntries;

beforeEach(resetDataLayer);

describe('identity verification events', () => {
  it('tracks the methods offered, the method chosen and outcomes', () => {
    at(`/idv/${TOKEN}`);
    const standard = { useCase: 'Standard' } as const;
    const video = { useCase: 'Novum', method: 'videoIdent' } as const;
    idvEvents.selectionPageLoaded(['eid', 'videoIdent'], standard);
    idvEvents.submitted(video);
    idvEvents.pending(video);
    idvEvents.success(video);
    idvEvents.cancelled(standard);
    idvEvents.error('OFFER_EXPIRED', standard);
    expect(
      pushed().map((e) => [e['event'], e['pageName'], e['label'], e['errorCode'], e['useCase']]),
    ).toEqual([
      ['idv_selection_page_loaded', 'idv', 'eid,videoIdent', null, 'Standard'],
      ['idv_submitted', 'idv', 'videoIdent', null, 'Novum'],
      ['idv_pending', 'idv', 'videoIdent', null, 'Novum'],
      ['idv_success', 'idv', 'videoIdent', null, 'Novum'],
      ['idv_cancelled', 'idv', null, null, 'Standard'],
      ['idv_error', 'idv', null, 'OFFER_EXPIRED', 'Standard'],
    ]);
  });
});

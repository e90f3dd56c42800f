// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickTrackingIds } from './clickTrackingIds.ts';
import { startClickTracking } from './clickTracking.ts';
import { trackingAttributes } from './trackingAttributes.ts';

const TOKEN = 'q3Z8vX1_bN0-kLm4Pw9yTg';
const pushed = () =>
  ((window as unknown as Record<string, unknown>)['dataLayer'] ?? []) as unknown[];
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement;

describe('startClickTracking', () => {
  let stop = () => {};
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    window.history.replaceState(null, '', `/angebot/${TOKEN}/zusammenfassung`);
    stop = startClickTracking(document);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it.each([
    {
      title: 'pushes event name, details and tracking id of the clicked element',
      page: `<a href="#" data-testid="link" data-track-id="offer.document.download"
      data-track-event="download" data-track-details='{"document":"contractSummary"}'>PDF</a>`,
      clicked: 'link',
      pushed: {
        event: 'download',
        trackingId: 'offer.document.download',
        details: { document: 'contractSummary' },
      },
    },
    {
      title: 'finds the attributes on ancestors of the clicked element',
      page: `<section data-track-details='{"section":"hotline"}'>
      <button data-track-id="termination.comboDiscount.call"><span data-testid="icon">☎</span></button>
    </section>`,
      clicked: 'icon',
      pushed: {
        event: 'click',
        trackingId: 'termination.comboDiscount.call',
        details: { section: 'hotline' },
      },
    },
  ])('$title', async ({ page, clicked, pushed: entry }) => {
    document.body.innerHTML = page;
    await userEvent.click(byTestId(clicked));
    expect(pushed()).toEqual([{ pageName: 'angebot/zusammenfassung', ...entry }]);
  });

  it('tracks clicks whose propagation a component stops', async () => {
    document.body.innerHTML = `<button data-testid="b" data-track-id="offer.submit">Go</button>`;
    byTestId('b').addEventListener('click', (e) => e.stopPropagation());
    await userEvent.click(byTestId('b'));
    expect(pushed()).toHaveLength(1);
  });

  it('pushes without details and warns when the details are not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<button data-testid="b" data-track-id="offer.submit" data-track-details="{oops">Go</button>`;
    await userEvent.click(byTestId('b'));
    expect(pushed()).toEqual([
      expect.objectContaining({ trackingId: 'offer.submit', details: null }),
    ]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('only warns about an unknown or missing tracking id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<button data-testid="typo" data-track-id="offer.sumbit">Go</button>
      <button data-testid="no-id" data-track-event="click">Go</button>`;
    await userEvent.click(byTestId('typo'));
    await userEvent.click(byTestId('no-id'));
    expect(pushed()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('offer.sumbit');
  });

  it('ignores clicks on unmarked elements', async () => {
    const warn = vi.spyOn(console, 'warn');
    document.body.innerHTML = `<div data-track-details='{"a":1}'><button data-testid="b">Go</button></div>`;
    await userEvent.click(byTestId('b'));
    expect(pushed()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps one listener when started twice, and stops', async () => {
    document.body.innerHTML = `<button data-testid="b" data-track-id="offer.submit">Go</button>`;
    startClickTracking(document);
    await userEvent.click(byTestId('b'));
    expect(pushed()).toHaveLength(1);
    stop();
    await userEvent.click(byTestId('b'));
    expect(pushed()).toHaveLength(1);
  });

  it('reads back what trackingAttributes writes', async () => {
    const button = document.createElement('button');
    const attributes = trackingAttributes('idv.method.start', {
      event: 'idv_method',
      details: { method: 'videoIdent' },
    });
    for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
    document.body.append(button);
    await userEvent.click(button);
    expect(pushed()).toEqual([
      expect.objectContaining({
        event: 'idv_method',
        trackingId: 'idv.method.start',
        details: { method: 'videoIdent' },
      }),
    ]);
  });
});

it('registers each tracking id once', () => {
  expect(new Set(clickTrackingIds).size).toBe(clickTrackingIds.length);
});

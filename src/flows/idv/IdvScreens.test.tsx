// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callExamples } from '../../api/contract/examples.ts';
import type { IdvSession } from '../../api/contract/idv.ts';
import { ApiError, IdvError } from '../../api/errors/classes.ts';
import type { IdvBodyCode } from '../../api/errors/codes.ts';
import { RefusedRequestError } from '../../api/errors/refused.ts';
import { $idvMethod } from '../../stores/idvMethod.ts';
import { renderScreen } from '../testing.tsx';
import IdvResultScreen from './IdvResultScreen.tsx';
import IdvScreen from './IdvScreen.tsx';
import { testText } from '../../i18n/testing.ts';

/** The first view loads its code lazily; a busy machine may take a few seconds. */
const VIEW_LOADED = { timeout: 5_000 };
const api = {
  idvGet: vi.fn(),
  idvMethods: vi.fn(),
  idvTrigger: vi.fn(),
  customerDetailsGet: vi.fn(),
};
const leaveSite = vi.fn();
vi.mock('../../routing/leaveSite.ts', () => ({ leaveSite: (url: string) => leaveSite(url) }));
vi.mock('../loadApi.ts', () => ({
  preloadApi: () => undefined,
  afterClientCode: (load: () => Promise<unknown>) => load(),
  loadApi: () => Promise.resolve(api),
}));
const goTo = vi.fn(async () => true);
vi.mock('../../routing/navigate.ts', async (original) => ({
  ...(await original<typeof import('../../routing/navigate.ts')>()),
  goTo: (...args: unknown[]) => goTo(...(args as [])),
}));

const TOKEN = 'idv-unit-test-0001';
const PROVIDER = 'http://127.0.0.1:4322/__sandbox/idv/5a4c';

const session = (patch: Partial<IdvSession> = {}): IdvSession => ({
  status: 'main',
  useCase: 'Standard',
  language: 'de',
  expiresAt: '2026-12-08T12:00:00+01:00',
  ...patch,
});

/** An eID and a post office check open, the video call outside its hours. */
const { methods } = callExamples.idvMethods.response;

const dataLayer = () =>
  ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
    (e) => typeof e['event'] === 'string' && String(e['event']).startsWith('idv_'),
  );

const ended = (code: IdvBodyCode, extra: ConstructorParameters<typeof IdvError>[2] = {}) =>
  new IdvError(code, 'Idv could not be accessed.', { useCase: 'Standard', ...extra });

async function axeViolations() {
  const results = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag22aa'],
    // jsdom paints nothing; contrast is checked by the browser tests.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => v.id);
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  goTo.mockClear();
  leaveSite.mockClear();
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  localStorage.clear();
  sessionStorage.clear();
  api.idvGet.mockResolvedValue(session());
  api.idvMethods.mockResolvedValue({ methods });
  api.customerDetailsGet.mockRejectedValue(
    new ApiError({ response: { status: 404, body: { code: 'NotFound' } } }),
  );
});

describe('/idv/{token}: the method choice', () => {
  it(
    'lists every method with what it needs, how long it takes and whether it can start',
    { timeout: 20_000 },
    async () => {
      const { user } = renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
      const eid = await screen.findByRole('radio', { name: /Online-Ausweis \(eID\)/ }, VIEW_LOADED);
      expect(api.idvGet).toHaveBeenCalledWith({ params: { id: TOKEN }, query: { language: 'de' } });
      // A method must be chosen: the radios say so to assistive technology.
      expect(eid).toBeRequired();
      const video = screen.getByRole('radio', { name: /Video-Ident/ });
      expect(video).toHaveProperty('disabled', true);
      const videoCard = video.closest('.idv-method');
      expect(videoCard?.textContent).toContain('Gerade außerhalb der Servicezeiten.');
      expect(videoCard?.textContent).toContain('Erreichbar Mo–Sa, 07:00 bis 22:00 Uhr');
      expect(videoCard?.textContent).toContain(
        'Wieder möglich ab Montag, 19. Januar um 07:00 Uhr.',
      );
      expect(eid.closest('.idv-method')?.textContent).toContain('Dauer: etwa 5 Minuten');
      expect(document.body.textContent).toContain(
        'Dieser Link ist gültig bis zum 8. Dezember 2026.',
      );
      await vi.waitFor(() =>
        expect(dataLayer()).toEqual([
          expect.objectContaining({
            event: 'idv_selection_page_loaded',
            label: 'eid,videoIdent,postIdent',
            useCase: 'Standard',
          }),
        ]),
      );
      expect(await axeViolations()).toEqual([]);

      // Nothing is chosen for the customer: starting without a choice asks for one.
      await user.click(screen.getByRole('button', { name: 'Identifizierung starten' }));
      expect(
        await screen.findAllByText(testText('idv:methods.required'), {}, VIEW_LOADED),
      ).toHaveLength(2);
      expect(api.idvTrigger).not.toHaveBeenCalled();
    },
  );

  it('keeps the method, starts it and opens the provider page', async () => {
    api.idvTrigger.mockResolvedValue({ method: 'postIdent', providerUrl: PROVIDER });
    const { user } = renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
    await user.click(
      await screen.findByRole('radio', { name: /POSTIDENT in der Filiale/ }, VIEW_LOADED),
    );
    await user.click(screen.getByRole('button', { name: 'Identifizierung starten' }));
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledWith(PROVIDER));
    expect(api.idvTrigger).toHaveBeenCalledWith({
      params: { id: TOKEN },
      query: { language: 'de' },
      body: { method: 'postIdent' },
    });
    expect($idvMethod.get()).toBe('postIdent');
    await vi.waitFor(() =>
      expect(dataLayer().at(-1)).toMatchObject({ event: 'idv_submitted', label: 'postIdent' }),
    );
  });

  it('never follows a provider address outside the allow-list', async () => {
    api.idvTrigger.mockResolvedValue({ method: 'eid', providerUrl: 'https://evil.example/phish' });
    await startFails();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('keeps the customer on the choice with the other methods when a method does not start', async () => {
    api.idvTrigger.mockRejectedValue(
      new IdvError('Unexpected', 'x', {}, { response: { status: 409, body: {} } }),
    );
    const alert = await startFails();
    expect(alert.textContent).toContain('089 787979400');
    expect(screen.getByRole('radio', { name: /POSTIDENT/ })).toHaveProperty('disabled', false);
    // The list is asked for again: a method that closed meanwhile shows as closed.
    await vi.waitFor(() => expect(api.idvMethods).toHaveBeenCalledTimes(2));
    await vi.waitFor(() =>
      expect(dataLayer().at(-1)).toMatchObject({ event: 'idv_error', errorCode: 'Unexpected' }),
    );
  });

  it('opens the page of a verification that ended meanwhile', async () => {
    api.idvTrigger.mockRejectedValue(ended('IDV_SUCCESS'));
    const { user } = renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
    await user.click(await screen.findByRole('radio', { name: /Online-Ausweis/ }, VIEW_LOADED));
    await user.click(screen.getByRole('button', { name: 'Identifizierung starten' }));
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('idvSuccess', { token: TOKEN }, { replace: true }),
    );
  });

  it.each([
    ['pending', 'idvPending'],
    ['postIdent', 'idvPostIdent'],
    ['failed', 'idvFailed'],
  ] as const)('sends a verification with status %s to its page', async (status, page) => {
    api.idvGet.mockResolvedValue(session({ status }));
    renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(page, { token: TOKEN }, { replace: true }),
    );
  });
});

describe('idv problems, each in its own words', () => {
  const downtime = { from: '2026-01-14T21:00:00Z', to: '2026-01-15T01:00:00Z' };
  const cases = [
    ['NotFound', new IdvError('NotFound', 'x'), testText('errors:idv.NotFound.title'), false],
    ['Unexpected', new IdvError('Unexpected', 'x'), testText('errors:idv.Unexpected.title'), true],
    [
      'RESERVATION_CALL_HOTLINE',
      ended('RESERVATION_CALL_HOTLINE', { shopHotline: '0800 1234567' }),
      '0800 1234567',
      false,
    ],
    [
      'TECHNICAL_PROBLEM',
      ended('TECHNICAL_PROBLEM'),
      testText('errors:idv.TECHNICAL_PROBLEM.title'),
      true,
    ],
    [
      'DOWNTIME',
      ended('DOWNTIME', { downtime }),
      'von 14.01.2026, 22:00 bis 15.01.2026, 02:00',
      true,
    ],
    [
      'TooManyRequests',
      new RefusedRequestError('TooManyRequests'),
      testText('errors:request.TooManyRequests.title'),
      true,
    ],
    // A dropped connection, or an answer the site cannot read.
    ['ApiError', new ApiError(), testText('errors:api.ApiError.title'), true],
  ] as const;

  it.each(cases)(
    '%s: its text, the hotline, the home page and a retry where it passes',
    { timeout: 20_000 },
    async (_code, error, text, retry) => {
      api.idvGet.mockRejectedValue(error);
      renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
      expect(
        await screen.findAllByText(new RegExp(text.replace(/[.()]/g, '\\$&')), {}, VIEW_LOADED),
      ).not.toEqual([]);
      expect(screen.getByRole('link', { name: /^Hotline anrufen/ }).getAttribute('href')).toMatch(
        /^tel:/,
      );
      expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
      expect(Boolean(screen.queryByRole('button', { name: 'Erneut versuchen' }))).toBe(retry);
      await vi.waitFor(() =>
        expect(dataLayer()).toEqual([
          expect.objectContaining({ event: 'idv_error', errorCode: error.code }),
        ]),
      );
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('a maintenance window says to try again after its end, not "in a few minutes"', async () => {
    api.idvGet.mockRejectedValue(ended('DOWNTIME', { downtime }));
    renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
    expect(
      await screen.findByText(
        /^Versuchen Sie es nach dem Ende der Wartungsarbeiten \(15\.01\.2026, 02:00\)/,
        {},
        VIEW_LOADED,
      ),
    ).toBeVisible();
    expect(document.body.textContent).not.toContain(testText('idv:problem.retryHint').slice(0, 30));
  });

  it("leads a link of another brand to that brand's site", async () => {
    api.idvGet.mockRejectedValue(new IdvError('IdvMismatch', 'x', { brand: 'ayyildiz' }));
    renderScreen(IdvResultScreen, { path: `/idv/${TOKEN}/erfolgreich`, slug: 'o2' });
    const link = await screen.findByRole('link', { name: 'Weiter zu AY YILDIZ' }, VIEW_LOADED);
    const { protocol, port } = window.location;
    expect(link.getAttribute('href')).toBe(
      `${protocol}//ayyildiz.localhost${port ? `:${port}` : ''}/idv/${TOKEN}/erfolgreich`,
    );
    expect(document.body.textContent).toContain(testText('errors:idv.IdvMismatch.title'));
    expect(goTo).not.toHaveBeenCalled();
  });

  it("sends the customer to the owner's site in a language that site offers", async () => {
    const { protocol, port } = window.location;
    const site = (slug: string, path: string) =>
      `${protocol}//${slug}.localhost${port ? `:${port}` : ''}${path}`;
    const goToOrtel = (locale: 'en' | 'tr', slug: string) =>
      testText('idv:actions.otherBrand', { locale, slug, values: { brand: 'Ortel Mobile' } });
    api.idvGet.mockRejectedValue(new IdvError('IdvMismatch', 'x', { brand: 'ortel' }));
    renderScreen(IdvResultScreen, {
      path: `/tr/idv/${TOKEN}/erfolgreich`,
      locale: 'tr',
      slug: 'ayyildiz',
    });
    // Ortel has no Turkish site: its German page.
    expect(
      await screen.findByRole('link', { name: goToOrtel('tr', 'ayyildiz') }, VIEW_LOADED),
    ).toHaveAttribute('href', site('ortel', `/idv/${TOKEN}/erfolgreich`));
    cleanup();
    renderScreen(IdvResultScreen, { path: `/en/idv/${TOKEN}/erfolgreich`, locale: 'en' });
    expect(
      await screen.findByRole('link', { name: goToOrtel('en', 'aldi') }, VIEW_LOADED),
    ).toHaveAttribute('href', site('ortel', `/en/idv/${TOKEN}/erfolgreich`));
  });

  it('asks again on retry and shows the choice once the problem is over', async () => {
    api.idvGet.mockRejectedValueOnce(ended('TECHNICAL_PROBLEM'));
    const { user } = renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }, VIEW_LOADED));
    expect(
      await screen.findByRole('radio', { name: /Online-Ausweis/ }, VIEW_LOADED),
    ).toHaveProperty('disabled', false);
  });
});

/** Starts the online ID on o2's choice, which says that it did not start: its alert. */
async function startFails() {
  const { user } = renderScreen(IdvScreen, { path: `/idv/${TOKEN}`, slug: 'o2' });
  await user.click(await screen.findByRole('radio', { name: /Online-Ausweis/ }, VIEW_LOADED));
  await user.click(screen.getByRole('button', { name: 'Identifizierung starten' }));
  const alert = await screen.findByRole('alert', {}, VIEW_LOADED);
  expect(within(alert).getByRole('heading').textContent).toBe(
    testText('idv:methods.startFailed.headline'),
  );
  return alert;
}

/** A result page an end code reaches, titled in that code's words. */
const endedAt = <Path extends string, Event extends string>(
  path: Path,
  code: IdvBodyCode,
  event: Event,
) => [path, () => ended(code), testText(`errors:idv.${code}.title`), event] as const;

/** A result page a session's state reaches, titled in that state's words. */
const stateAt = <Path extends string, Event extends string>(
  path: Path,
  patch: Partial<IdvSession> & { status: 'failed' | 'pending' | 'postIdent' },
  event: Event,
) => [path, () => session(patch), testText(`idv:result.${patch.status}.title`), event] as const;

describe('the result pages', () => {
  const pages = [
    stateAt('fehlgeschlagen', { status: 'failed', method: 'eid' }, 'failed'),
    endedAt('fehlgeschlagen', 'IDV_NO_METHODS_AVAILABLE', 'error'),
    endedAt('fehlgeschlagen', 'NO_MORE_IDV_POSSIBLE', 'error'),
    endedAt('fehlgeschlagen', 'OFFER_CANCELLED', 'cancelled'),
    endedAt('abgelaufen', 'OFFER_EXPIRED', 'error'),
    stateAt('in-arbeit', { status: 'pending', method: 'videoIdent' }, 'pending'),
    endedAt('erfolgreich', 'IDV_SUCCESS', 'success'),
    endedAt('angenommen', 'OFFER_CONSUMED', 'error'),
    endedAt('abgeschlossen', 'IDV_COMPLETED', 'success'),
    stateAt(
      'post-ident',
      { status: 'postIdent', method: 'postIdent', postIdentReference: '2024 3817 5530 12' },
      'pending',
    ),
  ] as const;

  it.each(pages)(
    '/%s: what happened, what happens next and a way on',
    { timeout: 20_000 },
    async (path, answer, title, event) => {
      const value = answer();
      if (value instanceof IdvError) api.idvGet.mockRejectedValue(value);
      else api.idvGet.mockResolvedValue(value);
      renderScreen(IdvResultScreen, { path: `/idv/${TOKEN}/${path}`, slug: 'o2' });
      expect((await screen.findByRole('heading', { name: title }, VIEW_LOADED)).tagName).toBe('H2');
      expect(goTo).not.toHaveBeenCalled();
      const ways = [...screen.queryAllByRole('link'), ...screen.queryAllByRole('button')];
      expect(ways.length).toBeGreaterThan(0);
      await vi.waitFor(() =>
        expect(dataLayer().map((e) => e['event'])).toContain(
          event === 'failed' ? 'idv_error' : `idv_${event}`,
        ),
      );
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('offers another method after a failed attempt, and the reference on the PostIdent page', async () => {
    api.idvGet.mockResolvedValue(session({ status: 'failed', method: 'eid' }));
    const { unmount } = renderScreen(IdvResultScreen, {
      path: `/idv/${TOKEN}/fehlgeschlagen`,
      slug: 'o2',
    });
    await screen.findByRole('radio', { name: /POSTIDENT/ }, VIEW_LOADED);
    expect(document.body.textContent).toContain(
      'Ihre Identifizierung mit Online-Ausweis (eID) konnte nicht abgeschlossen werden',
    );
    unmount();
    api.idvGet.mockResolvedValue(
      session({ status: 'postIdent', postIdentReference: '2024 3817 5530 12' }),
    );
    const { user } = renderScreen(IdvResultScreen, {
      path: `/idv/${TOKEN}/post-ident`,
      slug: 'o2',
    });
    const coupon = await screen.findByRole('region', { name: 'POSTIDENT-Coupon' }, VIEW_LOADED);
    expect(coupon.textContent).toContain('Referenznummer2024 3817 5530 12');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Coupon drucken' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('names the method this browser started when the answer no longer says', async () => {
    $idvMethod.set('photoIdent');
    api.idvGet.mockRejectedValue(ended('IDV_SUCCESS'));
    renderScreen(IdvResultScreen, { path: `/idv/${TOKEN}/erfolgreich`, slug: 'o2' });
    await screen.findByRole(
      'heading',
      { name: testText('errors:idv.IDV_SUCCESS.title') },
      VIEW_LOADED,
    );
    await vi.waitFor(() =>
      expect(dataLayer().at(-1)).toMatchObject({ event: 'idv_success', label: 'photoIdent' }),
    );
  });

  it('goes to the page of the status the API tells, whatever the address says', async () => {
    api.idvGet.mockRejectedValue(ended('OFFER_EXPIRED'));
    renderScreen(IdvResultScreen, { path: `/idv/${TOKEN}/erfolgreich`, slug: 'o2' });
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('idvExpired', { token: TOKEN }, { replace: true }),
    );
    expect(dataLayer()).toEqual([]);
  });

  it('explains a problem on the method choice, an unknown link where the customer is', async () => {
    api.idvGet.mockRejectedValue(ended('DOWNTIME'));
    const { unmount } = renderScreen(IdvResultScreen, {
      path: `/idv/${TOKEN}/in-arbeit`,
      slug: 'o2',
    });
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('idv', { token: TOKEN }, { replace: true }),
    );
    unmount();
    api.idvGet.mockRejectedValue(new IdvError('NotFound', 'x'));
    renderScreen(IdvResultScreen, { path: `/idv/${TOKEN}/in-arbeit`, slug: 'o2' });
    expect((await screen.findByRole('alert', {}, VIEW_LOADED)).textContent).toContain(
      testText('errors:idv.NotFound.title'),
    );
    expect(goTo).toHaveBeenCalledTimes(1);
  });
});

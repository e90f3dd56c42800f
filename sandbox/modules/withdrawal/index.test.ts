import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../app.ts';
import type { Scenario } from '../../context.ts';
import { offersModule } from '../offers/index.ts';
import { pdfText } from '../support/pdfText.ts';
import { nameFits } from './checks.ts';
import { withdrawalModule } from './index.ts';

/** 14 January 2026, 09:30 in Berlin. */
const NOW = new Date('2026-01-14T08:30:00Z');
const DAY_MS = 86_400_000;

function sandbox() {
  let now = NOW;
  const created = createSandbox({
    quiet: true,
    now: () => now,
    modules: [offersModule, withdrawalModule],
  });
  return { ...created, setNow: (d: Date) => (now = d) };
}

type Sandbox = ReturnType<typeof sandbox>;

const scenarioOf = (s: Sandbox, name: string): Scenario => {
  const found = s.scenarios().find((x) => x.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

const bodyOf = (s: Scenario, order = s.input?.['order']) => ({
  name: s.input?.['name'],
  order,
  email: s.input?.['email'],
});

const ids = {
  first: '0b6a1f4e-5c3d-4e2f-8a1b-9c8d7e6f5a41',
  second: '1c7b2f5e-6d4e-4f3a-9b2c-0d9e8f7a6b52',
};

const post = (s: Sandbox, brand: string, id: string, body: unknown, from = brand) =>
  s.app.request(`/api/${brand}/withdrawal/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Brand': from },
    body: JSON.stringify(body),
  });

const offerState = async (s: Sandbox, token: string) =>
  (await (await s.app.request(`/api/offer/verify/${token}`)).json()) as { code?: string };

describe('withdrawal', () => {
  it('lists an order within the period per brand, one past it and one already withdrawn', () => {
    const s = sandbox();
    const names = s
      .scenarios()
      .filter((x) => x.area === 'withdrawal')
      .map((x) => x.name);
    for (const brand of ['o2', 'ayyildiz', 'aetka', 'aldi', 'nova', 'ortel', 'spice'])
      expect(names).toContain(`withdrawal-${brand}`);
    expect(names).toContain('withdrawal-period-ended');
    expect(names).toContain('withdrawal-already-done');
    expect(scenarioOf(s, 'withdrawal-aldi')).toMatchObject({
      path: '/widerruf',
      token: expect.stringMatching(/^B-\d{4}-\d{7}$/) as unknown,
    });
  });

  it('withdraws an order once: the receipt, the offer marked withdrawn, a repeat of the id replays it', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-aldi');
    const first = await post(s, 'aldi', ids.first, bodyOf(seeded));
    expect(first.status).toBe(201);
    const receipt = (await first.json()) as Record<string, string>;
    expect(receipt).toEqual({
      id: ids.first,
      receivedAt: '2026-01-14T09:30:00+01:00',
      orderReference: seeded.token,
      orderedAt: '2026-01-12T09:30:00+01:00',
      offerName: 'Ihr ALDI TALK Paket M',
      offerType: 'offer',
      email: seeded.input?.['email'],
    });
    expect(await offerState(s, seeded.input?.['offerToken'] ?? '')).toMatchObject({
      code: 'OfferWithdrawn',
    });

    s.setNow(new Date(NOW.getTime() + 60_000));
    const again = await post(s, 'aldi', ids.first, bodyOf(seeded));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(receipt);
    const other = await post(s, 'aldi', ids.second, bodyOf(seeded));
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'WithdrawalAlreadyDone' });
  });

  it('takes the offer link token instead of the reference', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-nova');
    const answer = await post(s, 'nova', ids.first, bodyOf(seeded, seeded.input?.['offerToken']));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ orderReference: seeded.token });
  });

  it('refuses with its own code an unknown order, another brand, a wrong name, the period ended, an order withdrawn', async () => {
    const s = sandbox();
    const aldi = scenarioOf(s, 'withdrawal-aldi');
    const codeOf = async (answer: Response) => [answer.status, (await answer.json()) as unknown];
    const unknown = [404, expect.objectContaining({ code: 'WithdrawalOrderNotFound' })];
    expect(await codeOf(await post(s, 'aldi', ids.first, bodyOf(aldi, 'B-2026-9999999')))).toEqual(
      unknown,
    );
    expect(await codeOf(await post(s, 'o2', ids.first, bodyOf(aldi)))).toEqual(unknown);
    expect(
      await codeOf(await post(s, 'aldi', ids.first, { ...bodyOf(aldi), name: 'Max Mustermann' })),
    ).toEqual(unknown);
    const ended = scenarioOf(s, 'withdrawal-period-ended');
    expect(await codeOf(await post(s, ended.brand, ids.first, bodyOf(ended)))).toEqual([
      409,
      expect.objectContaining({ code: 'WithdrawalPeriodEnded' }),
    ]);
    const done = scenarioOf(s, 'withdrawal-already-done');
    expect(await codeOf(await post(s, done.brand, ids.first, bodyOf(done)))).toEqual([
      409,
      expect.objectContaining({ code: 'WithdrawalAlreadyDone' }),
    ]);
  });

  it('counts the 14 days from the order in the sandbox clock', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-ortel');
    // Ordered two days before NOW: the period ends 12 days after it.
    s.setNow(new Date(NOW.getTime() + 12 * DAY_MS + 1000));
    expect((await post(s, 'ortel', ids.first, bodyOf(seeded))).status).toBe(409);
    s.setNow(new Date(NOW.getTime() + 12 * DAY_MS));
    expect((await post(s, 'ortel', ids.first, bodyOf(seeded))).status).toBe(201);
  });

  it('refuses a request sent from another brand site (X-Brand)', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-aldi');
    const answer = await post(s, 'aldi', ids.first, bodyOf(seeded), 'o2');
    expect(answer.status).toBe(409);
  });

  it('downloads the acknowledgement with the content, the date and time of receipt and the reference', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-spice');
    await post(s, 'spice', ids.first, bodyOf(seeded));
    const pdf = await s.app.request(`/api/spice/withdrawal/download/${ids.first}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('14.01.2026, 09:30 Uhr');
    expect(text).toContain(ids.first);
    expect(text).toContain(seeded.token);
    expect(text).toContain(seeded.input?.['name']);
    expect((await s.app.request(`/api/o2/withdrawal/download/${ids.first}`)).status).toBe(404);
  });

  it('finds the family name in the name given, whatever its case and spacing', () => {
    expect(nameFits('anna  MÜLLER-Lüdenscheidt', { familyName: 'Müller-Lüdenscheidt' })).toBe(true);
    expect(nameFits('Anna Schmidt', { familyName: 'Müller-Lüdenscheidt' })).toBe(false);
  });
});

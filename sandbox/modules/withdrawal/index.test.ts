import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../app.ts';
import type { Scenario } from '../../context.ts';
import { offersModule } from '../offers/index.ts';
import { ORDER_REFERENCE_RULE } from '../offers/orderReference.ts';
import { pdfText } from '../support/pdfText.ts';
import { emailMatches } from './checks.ts';
import { MAILS_PER_RECIPIENT_HOUR, STATEMENTS_PER_HOUR, withdrawalModule } from './index.ts';
import type { StoredWithdrawal } from './store.ts';

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

const bodyOf = (s: Scenario, change: Record<string, string> = {}) => ({
  name: s.input?.['name'],
  order: s.input?.['order'],
  email: s.input?.['email'],
  ...change,
});

const post = (s: Sandbox, brand: string, body: unknown, id: string = crypto.randomUUID()) =>
  s.app.request(`/api/${brand}/withdrawal/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Brand': brand },
    body: JSON.stringify(body),
  });

/** A statement sent from `client`, as the edge names it (X-Forwarded-For). */
const from = (
  s: Sandbox,
  client: string,
  brand: string,
  body: unknown,
  id: string = crypto.randomUUID(),
) =>
  s.app.request(`/api/${brand}/withdrawal/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  });

/** What the offer link of the order says now: `OfferWithdrawn` once it is withdrawn. */
const offerCode = async (s: Sandbox, seeded: Scenario) =>
  (
    (await (
      await s.app.request(`/api/offer/verify/${seeded.input?.['offerToken'] ?? ''}`)
    ).json()) as { code?: string }
  ).code;

type Statement = StoredWithdrawal & { id: string; brand: string };

/** The queue a person works through, from the sandbox's state. */
const statements = async (s: Sandbox) =>
  (await (await s.app.request('/__sandbox/withdrawals')).json()) as Statement[];
const statement = async (s: Sandbox, id: string) => (await statements(s)).find((x) => x.id === id);

describe('withdrawal', () => {
  it('lists an order within the period per brand, one past it, one withdrawn before and an unknown reference', () => {
    const s = sandbox();
    const names = s
      .scenarios()
      .filter((x) => x.area === 'withdrawal')
      .map((x) => x.name);
    for (const brand of ['o2', 'ayyildiz', 'aetka', 'aldi', 'nova', 'ortel', 'spice'])
      expect(names).toContain(`withdrawal-${brand}`);
    for (const name of [
      'withdrawal-period-ended',
      'withdrawal-already-done',
      'withdrawal-unknown-order',
    ])
      expect(names).toContain(name);
    expect(scenarioOf(s, 'withdrawal-aldi')).toMatchObject({
      path: '/widerruf',
      token: expect.stringMatching(ORDER_REFERENCE_RULE) as unknown,
    });
  });

  it("the owner's statement withdraws the order; a repeat of the id replays the receipt, another statement changes nothing", async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-aldi');
    const id = crypto.randomUUID();
    const first = await post(s, 'aldi', bodyOf(seeded), id);
    expect(first.status).toBe(201);
    const receipt = (await first.json()) as Record<string, string>;
    expect(receipt).toEqual({
      id,
      receivedAt: '2026-01-14T09:30:00+01:00',
      ...bodyOf(seeded),
    });
    expect(await offerCode(s, seeded)).toBe('OfferWithdrawn');
    expect(await statement(s, id)).toMatchObject({
      outcome: { kind: 'withdrawn', orderReference: seeded.token },
      mail: { to: seeded.input?.['email'], sentAt: receipt['receivedAt'] },
    });

    s.setNow(new Date(NOW.getTime() + 60_000));
    const again = await post(s, 'aldi', bodyOf(seeded), id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(receipt);
    const other = await post(s, 'aldi', bodyOf(seeded));
    expect(other.status).toBe(201);
    const otherId = ((await other.json()) as { id: string }).id;
    expect(await statement(s, otherId)).toMatchObject({
      outcome: { kind: 'review', reason: 'alreadyWithdrawn' },
    });
  });

  it("a stranger's statement with a guessed reference gets the same acknowledgement and withdraws nothing", async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-o2');
    const attempts = [
      { name: 'Max Mustermann', email: 'max@example.de' },
      // The owner's name from somewhere, the stranger's own address for the receipt.
      { email: 'max@example.de' },
      { name: 'Max Schneider' },
      { name: 'Schneider' },
    ];
    for (const change of attempts) {
      const body = bodyOf(seeded, change);
      const answer = await post(s, 'o2', body);
      expect(answer.status, JSON.stringify(change)).toBe(201);
      const receipt = (await answer.json()) as Record<string, string>;
      expect(Object.keys(receipt).sort()).toEqual(['email', 'id', 'name', 'order', 'receivedAt']);
      expect(receipt).toMatchObject(body);
      expect(await statement(s, receipt['id'] ?? '')).toMatchObject({
        outcome: { kind: 'review', reason: 'detailsDiffer', orderReference: seeded.token },
      });
    }
    expect(await offerCode(s, seeded)).toBeUndefined();
  });

  it('answers every statement alike — owner, stranger, unknown order, another brand, late, withdrawn before', async () => {
    const s = sandbox();
    const own = scenarioOf(s, 'withdrawal-nova');
    const late = scenarioOf(s, 'withdrawal-period-ended');
    const done = scenarioOf(s, 'withdrawal-already-done');
    const cases: [string, Scenario, Record<string, string>][] = [
      ['nova', own, {}],
      ['nova', own, { name: 'Erika Mustermann' }],
      ['nova', scenarioOf(s, 'withdrawal-unknown-order'), {}],
      // Another brand's order: unknown on this brand's site.
      ['nova', scenarioOf(s, 'withdrawal-aldi'), {}],
      [late.brand, late, {}],
      [done.brand, done, {}],
    ];
    const shapes = new Set<string>();
    for (const [brand, seeded, change] of cases) {
      const answer = await post(s, brand, bodyOf(seeded, change));
      const receipt = (await answer.json()) as Record<string, unknown>;
      shapes.add(
        JSON.stringify([answer.status, Object.keys(receipt).sort(), [...answer.headers.keys()]]),
      );
      expect(receipt).toMatchObject(bodyOf(seeded, change));
    }
    expect([...shapes]).toHaveLength(1);
    expect((await statements(s)).map((x) => x.outcome)).toEqual([
      { kind: 'withdrawn', orderReference: own.token },
      { kind: 'review', reason: 'detailsDiffer', orderReference: own.token },
      { kind: 'review', reason: 'unknownOrder' },
      { kind: 'review', reason: 'unknownOrder' },
      { kind: 'review', reason: 'periodToCheck', orderReference: late.token },
      { kind: 'review', reason: 'alreadyWithdrawn', orderReference: done.token },
    ]);
  });

  it('acknowledges an unknown and a late statement with a PDF of its content and time, and withdraws neither', async () => {
    const s = sandbox();
    for (const name of ['withdrawal-unknown-order', 'withdrawal-period-ended']) {
      const seeded = scenarioOf(s, name);
      const id = crypto.randomUUID();
      expect((await post(s, seeded.brand, bodyOf(seeded), id)).status).toBe(201);
      const pdf = await s.app.request(`/api/${seeded.brand}/withdrawal/download/${id}`);
      expect(pdf.headers.get('content-type'), name).toBe('application/pdf');
      const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain('14. Januar 2026 um 09:30');
      expect(text).toContain(id);
      expect(text).toContain(seeded.token);
      expect(text).toContain(seeded.input?.['name']);
      expect(text).toContain('Wir prüfen Ihre Bestellung und schreiben Ihnen');
      expect((await s.app.request(`/api/aldi/withdrawal/download/${id}`)).status).toBe(404);
    }
    expect(await offerCode(s, scenarioOf(s, 'withdrawal-period-ended'))).toBeUndefined();
  });

  it('writes the acknowledgement in the page language, file name included', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-ortel');
    const id = crypto.randomUUID();
    await post(s, 'ortel', bodyOf(seeded), id);
    const pdf = await s.app.request(`/api/ortel/withdrawal/download/${id}?language=en`);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename=Withdrawal-confirmation-${id}.pdf`,
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Confirmation of receipt of your withdrawal');
    expect(text).toContain('Your withdrawal reached us on January 14, 2026 at 9:30');
    expect(text).toContain('We will check your order and write to');
    expect(text).not.toMatch(/Widerruf|Bestellung|Eingang/);
  });

  it('withdraws within 14 days of the order in the sandbox clock; later, a person checks', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-ortel');
    // Ordered two days before NOW: the 14 days end 12 days after it.
    s.setNow(new Date(NOW.getTime() + 12 * DAY_MS + 1000));
    await post(s, 'ortel', bodyOf(seeded));
    expect(await offerCode(s, seeded)).toBeUndefined();
    s.setNow(new Date(NOW.getTime() + 12 * DAY_MS));
    await post(s, 'ortel', bodyOf(seeded));
    expect(await offerCode(s, seeded)).toBe('OfferWithdrawn');
  });

  it('matches the name without case, spacing, umlauts or a second given name, the e-mail without case, the reference as typed or the link token', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-ayyildiz');
    // b2026k7qm4xd29hpt, with o for 0 in the random part.
    const reference = `b${seeded.token.slice(2, 6)}${seeded.token.slice(7).replace(/-/g, '').replace(/0/g, 'o').toLowerCase()}`;
    const answer = await post(
      s,
      'ayyildiz',
      bodyOf(seeded, {
        name: '  mehmet   DEMİR ',
        order: reference,
        email: 'Mehmet.Demir@Example.de',
      }),
    );
    expect(await answer.json()).toMatchObject({ order: reference });
    expect(await offerCode(s, seeded)).toBe('OfferWithdrawn');

    const nova = scenarioOf(s, 'withdrawal-nova');
    await post(s, 'nova', bodyOf(nova, { order: nova.input?.['offerToken'] ?? '' }));
    expect(await offerCode(s, nova)).toBe('OfferWithdrawn');
  });

  it('reads a reference sent with typographic dashes and spaces as the form would send it', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-ayyildiz');
    const reference = seeded.input?.['order'] ?? '';
    const answer = await post(
      s,
      'ayyildiz',
      bodyOf(seeded, { order: ` ${reference.replace(/-/g, ' \u2013 ')}\u00A0` }),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ order: reference });
    expect(await offerCode(s, seeded)).toBe('OfferWithdrawn');
  });

  it(`acknowledges every statement of a client; past ${STATEMENTS_PER_HOUR} an hour a person checks them, and nothing is withdrawn at once`, async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-spice');
    const other = scenarioOf(s, 'withdrawal-aldi');
    for (let i = 0; i < STATEMENTS_PER_HOUR; i += 1)
      expect(
        (await from(s, '203.0.113.7', 'spice', bodyOf(seeded, { name: `Guess ${i}` }))).status,
      ).toBe(201);
    const id = crypto.randomUUID();
    expect((await from(s, '203.0.113.7', 'spice', bodyOf(seeded), id)).status).toBe(201);
    expect(await offerCode(s, seeded)).toBeUndefined();
    expect(await statement(s, id)).toMatchObject({
      outcome: { kind: 'review', reason: 'manyFromOneClient' },
    });
    expect((await from(s, '198.51.100.4', 'aldi', bodyOf(other))).status).toBe(201);
    expect(await offerCode(s, other)).toBe('OfferWithdrawn');
  });

  it(`mails one address at most ${MAILS_PER_RECIPIENT_HOUR} acknowledgements an hour; the statements past it are received all the same`, async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-spice');
    const ids = Array.from({ length: MAILS_PER_RECIPIENT_HOUR + 1 }, () => crypto.randomUUID());
    for (const [i, id] of ids.entries())
      expect(
        (
          await post(
            s,
            'spice',
            bodyOf(seeded, { name: `Name ${i}`, email: 'Victim@Example.de' }),
            id,
          )
        ).status,
      ).toBe(201);
    const mails = await Promise.all(ids.map(async (id) => (await statement(s, id))?.mail));
    expect(mails.filter((m) => m?.sentAt)).toHaveLength(MAILS_PER_RECIPIENT_HOUR);
    expect(mails.at(-1)).toMatchObject({ withheld: 'tooManyForRecipient' });
  });

  it("a stranger who knows only the customer's address cannot stop the acknowledgement of her own statement", async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-o2');
    const stranger = {
      name: 'Max Mustermann',
      order: scenarioOf(s, 'withdrawal-unknown-order').token,
      email: (seeded.input?.['email'] ?? '').toUpperCase(),
    };
    const strangers = Array.from({ length: MAILS_PER_RECIPIENT_HOUR + 1 }, () =>
      crypto.randomUUID(),
    );
    for (const id of strangers)
      expect((await from(s, '203.0.113.7', 'o2', stranger, id)).status).toBe(201);
    expect((await statement(s, strangers.at(-1) ?? ''))?.mail).toMatchObject({
      withheld: 'tooManyForRecipient',
    });

    const own = crypto.randomUUID();
    expect((await from(s, '198.51.100.4', 'o2', bodyOf(seeded), own)).status).toBe(201);
    expect(await statement(s, own)).toMatchObject({
      outcome: { kind: 'withdrawn', orderReference: seeded.token },
      mail: { to: seeded.input?.['email'], sentAt: '2026-01-14T09:30:00+01:00' },
    });
    // Her reference and address with the name mistyped: a person checks it, and she is told.
    const mistyped = crypto.randomUUID();
    await from(s, '198.51.100.4', 'o2', bodyOf(seeded, { name: 'Erika Mustermann' }), mistyped);
    expect(await statement(s, mistyped)).toMatchObject({
      outcome: { kind: 'review', reason: 'detailsDiffer' },
      mail: { sentAt: '2026-01-14T09:30:00+01:00' },
    });
  });

  it('counts a guessed receipt id with every other guessed link, in the sandbox clock', async () => {
    const s = sandbox();
    // The shared limit: 20 misses a minute per client.
    for (let i = 0; i < 20; i += 1)
      expect((await s.app.request(`/api/offer/guess-${String(i).padStart(16, '0')}`)).status).toBe(
        404,
      );
    const guessed = () => s.app.request(`/api/o2/withdrawal/download/${crypto.randomUUID()}`);
    const refused = await guessed();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');

    s.setNow(new Date(NOW.getTime() + 60_000));
    for (let i = 0; i < 20; i += 1) expect((await guessed()).status).toBe(404);
    expect((await s.app.request('/api/offer/guess-0000000000000020')).status).toBe(429);
  });

  it('takes an internationalised e-mail domain and matches it in either form', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-spice');
    const answer = await post(s, 'spice', bodyOf(seeded, { email: 'anna@müller-bäckerei.de' }));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ email: 'anna@müller-bäckerei.de' });
    expect(emailMatches('Anna@xn--mller-bckerei-hfb76a.de', 'anna@müller-bäckerei.de')).toBe(true);
  });

  it('refuses a name that would pose as more lines of the receipt; prints the name quoted', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-spice');
    const forged = 'Max Muster\nBestellung: B-2026-XXXX\nWiderruf wirksam: JA';
    expect((await post(s, 'spice', bodyOf(seeded, { name: forged }))).status).toBe(400);
    expect((await post(s, 'spice', bodyOf(seeded, { name: 'rechnung\u202Efdp.exe' }))).status).toBe(
      400,
    );
    const id = crypto.randomUUID();
    await post(s, 'spice', bodyOf(seeded, { name: 'Max Muster Widerruf wirksam: JA' }), id);
    const pdf = await s.app.request(`/api/spice/withdrawal/download/${id}`);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(
      '„Max Muster Widerruf wirksam: JA“',
    );
  });

  it('refuses a request sent from another brand site (X-Brand)', async () => {
    const s = sandbox();
    const seeded = scenarioOf(s, 'withdrawal-aldi');
    const answer = await s.app.request(`/api/aldi/withdrawal/${crypto.randomUUID()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Brand': 'o2' },
      body: JSON.stringify(bodyOf(seeded)),
    });
    expect(answer.status).toBe(409);
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/api/contract/termination.ts';
import { uploadRules } from '../../../src/api/contract/uploads.ts';
import { createSandbox } from '../../app.ts';
import type { SandboxContext } from '../../context.ts';
import { pdfText } from '../support/pdfText.ts';
import { DISARM_LIMITS } from '../support/disarm/outcome.ts';
import { disarmPool, POOL_SIZE } from '../support/disarm/pool.ts';
import { activeNames } from '../support/disarm/testing.ts';
import {
  jpegDeclaring,
  onePage,
  packedScriptPdf,
  pagesPdf,
  pdf,
  SCRIPT_ACTION,
  slowPdf,
  stream,
} from '../support/disarm/testFiles.ts';
import { personaOf } from '../support/personas.ts';
import {
  MAX_UPLOAD_BYTES_PER_TERMINATION,
  terminationModule,
  UNMATCHED_PER_HOUR,
} from './index.ts';
import { prefillLink, SEEDED_TERMINATION_ID } from './seed.ts';
import { tamperedPrefill } from './prefill.ts';
import { terminationTables, type StoredUpload } from './store.ts';
import { UPLOAD_SWEEP_MS } from './uploadExpiry.ts';

const uploadRoot = mkdtempSync(join(tmpdir(), 'termination-test-'));
afterAll(() => rmSync(uploadRoot, { recursive: true, force: true }));

/** 14 January 2026, 09:30 in Berlin. */
const NOW = new Date('2026-01-14T08:30:00Z');

function sandbox() {
  let now = NOW;
  const created = createSandbox({
    dbPath: ':memory:',
    quiet: true,
    now: () => now,
    uploadDir: mkdtempSync(join(uploadRoot, 'run-')),
    modules: [terminationModule],
  });
  return { ...created, setNow: (d: Date) => (now = d) };
}

type App = ReturnType<typeof sandbox>['app'];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = onePage();
const PDF_WITHOUT_PAGES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

const persona = personaOf('o2');
const request = {
  serviceType: 'mobile',
  cancellationType: 'Regular',
  selectTerminationDate: false,
  reason: 'None',
  contract: { phoneNumber: persona.phoneNumber, customerNumber: persona.customerNumber },
  customer: {
    salutation: persona.salutation,
    givenNames: persona.givenNames,
    familyName: persona.familyName,
    birthDate: persona.birthDate,
    address: {
      street: persona.address.street,
      houseNumber: persona.address.houseNumber,
      postalCode: persona.address.postalCode,
      city: persona.address.city,
    },
  },
  email: persona.contact.email,
};

const newId = () => crypto.randomUUID();

const submit = (
  app: App,
  id: string,
  body: unknown,
  brand = 'o2',
  kind = 'contracttermination',
  client?: string,
) =>
  app.request(
    `/api/${brand}/${kind}/${id}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    client ? { incoming: { socket: { remoteAddress: client } } } : undefined,
  );

/** An upload as a browser sends it, from `client` (the connection's address). */
function upload(
  app: App,
  id: string,
  bytes: Uint8Array,
  name: string,
  brand = 'o2',
  client = '203.0.113.1',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  return app.request(
    `/api/${brand}/contracttermination/upload/${id}`,
    { method: 'POST', body: form },
    { incoming: { socket: { remoteAddress: client } } },
  );
}

const BOUNDARY = 'proof-boundary';

/**
 * An upload of a PDF of `total` bytes sent as a browser on a slow line sends it: in parts, as
 * they are read, without Content-Length; `read()` tells how many bytes were. With `held`, the
 * file stops after its first part until `release()` ends it, cut short.
 */
function sentSlowly(total: number, { held = false } = {}) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="Scan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const whole = Buffer.concat([head, Buffer.alloc(total - head.length - tail.length), tail]);
  let read = 0;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let startedReading = () => undefined as void;
  const started = new Promise<void>((resolve) => (startedReading = resolve));
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        startedReading();
        if (held && read > 0) {
          await released;
          return controller.close();
        }
        if (read >= whole.length) return controller.close();
        const part = whole.subarray(read, held ? head.length : read + 64 * 1024);
        read += part.length;
        controller.enqueue(new Uint8Array(part));
      },
    },
    // Nothing is read ahead: only what the sandbox asks for.
    { highWaterMark: 0 },
  );
  return { body, read: () => read, started, release };
}

/** Sends `file` (see sentSlowly) as the upload of termination `id` from `client`. */
const sendSlowly = (app: App, id: string, file: { body: ReadableStream }, client: string) =>
  app.request(
    `/api/o2/contracttermination/upload/${id}`,
    {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: file.body,
      duplex: 'half',
    } as RequestInit,
    { incoming: { socket: { remoteAddress: client } } },
  );

/**
 * A PDF of `pages` pages that each draw one 64 × 64 picture of noise all over: about 16 KB to
 * send, about 1.4 MB a page as drawn into a picture that does not compress.
 */
function noisyPagesPdf(pages: number): Buffer {
  const tile = 64;
  const cells: string[] = [];
  for (let x = 0; x < 595; x += 31)
    for (let y = 0; y < 842; y += 31) cells.push(`q 31 0 0 31 ${x} ${y} cm /Im Do Q`);
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ')}] /Count ${pages} >>`,
    stream('/Filter /FlateDecode', deflateSync(cells.join('\n'))),
    stream(
      `/Type /XObject /Subtype /Image /Width ${tile} /Height ${tile} /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode`,
      deflateSync(randomBytes(tile * tile * 3)),
    ),
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /XObject << /Im 4 0 R >> >> >>',
    ),
  ]);
}

/** A kept upload's row, for a termination that already holds files. */
const keptUpload = (terminationId: string): StoredUpload => ({
  uploadId: newId(),
  terminationId,
  brand: 'o2',
  fileName: 'earlier.pdf',
  contentType: 'application/pdf',
  size: 1,
  path: join(uploadRoot, 'earlier.pdf'),
});

/** A PDF's text with its lines joined: a long value wraps at a space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('termination config', () => {
  it('offers internet and the combination discount hotline where the brand sells internet', async () => {
    const { app } = sandbox();
    const o2 = await json(await app.request('/api/o2/contracttermination/config'));
    expect(o2['serviceTypes']).toEqual(['mobile', 'internet', 'option']);
    expect(o2['comboDiscountHotline']).toEqual(expect.any(String));
    expect(o2['terminationDate']).toEqual({ earliest: '2026-01-15', latest: '2027-01-14' });
    expect(o2['upload']).toEqual({
      maxBytes: UPLOAD_MAX_BYTES,
      contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    });
  });

  it('offers prepaid brands fewer reasons, with proof only for a death', async () => {
    const { app } = sandbox();
    const aldi = await json(await app.request('/api/aldi/prefilledcontracttermination/config'));
    expect(aldi['serviceTypes']).toEqual(['mobile', 'option']);
    expect(aldi['reasons']).toEqual([
      { reason: 'deathOfContractHolder', requiresProof: true },
      { reason: 'moveAbroad', requiresProof: false },
      { reason: 'otherReason', requiresProof: false },
    ]);
    expect(aldi).not.toHaveProperty('comboDiscountHotline');
  });
});

describe('termination submit', () => {
  it('confirms receipt with date and time, and replays the same receipt for the same id', async () => {
    const { app, setNow } = sandbox();
    const id = newId();
    const first = await submit(app, id, request);
    expect(first.status).toBe(201);
    const receipt = {
      id,
      receivedAt: '2026-01-14T09:30:00+01:00',
      // The seeded o2 contract began on 14 May 2024 with a 24 months' minimum term.
      effectiveDate: '2026-05-13',
    };
    expect(await json(first)).toEqual(receipt);
    setNow(new Date('2026-01-14T10:00:00Z'));
    const again = await submit(app, id, request);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(receipt);
  });

  it('ends the contract on a chosen date after the earliest, and on the earliest for one before it', async () => {
    const { app } = sandbox();
    const later = async (terminationDate: string) =>
      json(
        await submit(app, newId(), { ...request, selectTerminationDate: true, terminationDate }),
      );
    expect(await later('2026-06-30')).toMatchObject({ effectiveDate: '2026-06-30' });
    expect(await later('2026-05-13')).toMatchObject({ effectiveDate: '2026-05-13' });
    expect(await later('2026-03-31')).toMatchObject({ effectiveDate: '2026-05-13' });
  });

  it('ends the seeded contract of each brand by its own term and notice period', async () => {
    const { app } = sandbox();
    const asEarlyAsPossible = async (brand: string, changes: Record<string, unknown> = {}) => {
      const p = personaOf(brand);
      const body = {
        ...request,
        contract: { phoneNumber: p.phoneNumber },
        customer: { ...request.customer, familyName: p.familyName, birthDate: p.birthDate },
        ...changes,
      };
      return (await json(await submit(app, newId(), body, brand)))['effectiveDate'];
    };
    // In its minimum term: to its end (see above); past it (since July 2023): a month's
    // notice; a day's notice for prepaid.
    expect(await asEarlyAsPossible('ayyildiz')).toBe('2026-02-14');
    expect(await asEarlyAsPossible('aldi')).toBe('2026-01-15');
    // aetka's term ends 13 February, a day before a month's notice would: it runs on.
    expect(await asEarlyAsPossible('aetka')).toBe('2026-02-14');
    // Neither an extraordinary termination nor a single option waits for the minimum term.
    const special = { cancellationType: 'Special', reason: 'moveAbroad', uploadIds: [] };
    expect(await asEarlyAsPossible('o2', { ...special, reason: 'otherReason' })).toBe('2026-02-14');
    expect(await asEarlyAsPossible('o2', { serviceType: 'option' })).toBe('2026-02-14');
  });

  it('says nothing of an end date for a contract it cannot match to the holder', async () => {
    const { app } = sandbox();
    const endOf = async (changes: Record<string, unknown>) =>
      (await json(await submit(app, newId(), { ...request, ...changes })))['effectiveDate'];
    expect(await endOf({ contract: { phoneNumber: '0176 99999999' } })).toBeUndefined();
    // A stranger who knows the number learns nothing of the contract.
    expect(
      await endOf({ customer: { ...request.customer, familyName: 'Mustermann' } }),
    ).toBeUndefined();
    expect(await endOf({ serviceType: 'internet' })).toBeUndefined();
    // Numbers as people write them still name the contract.
    expect(
      await endOf({
        contract: { phoneNumber: '+49 176 1234-5678', customerNumber: '4711-0815-00' },
      }),
    ).toBe('2026-05-13');
  });

  it('refuses a date outside the range of the form and a service the brand does not have', async () => {
    const { app } = sandbox();
    const res = await submit(
      app,
      newId(),
      {
        ...request,
        serviceType: 'internet',
        selectTerminationDate: true,
        terminationDate: '2026-01-14',
      },
      'aldi',
    );
    expect(res.status).toBe(400);
    const fields = ((await json(res))['errors'] as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(['serviceType', 'terminationDate']);
  });

  it('asks for a proof document when the reason needs one', async () => {
    const { app } = sandbox();
    const special = { ...request, cancellationType: 'Special', reason: 'deathOfContractHolder' };
    const id = newId();
    const missing = await submit(app, id, special);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({
      errors: [{ field: 'uploadIds', code: 'required' }],
    });

    const uploaded = await json(await upload(app, id, PDF, 'Sterbeurkunde.pdf'));
    const done = await submit(app, id, { ...special, uploadIds: [uploaded['uploadId']] });
    expect(done.status).toBe(201);
    const pdf = await app.request(`/api/o2/contracttermination/download/${id}`);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Sterbeurkunde.pdf');
  });

  it('names no end date to a client past 20 terminations an hour that name no contract, yet receives them', async () => {
    const { app, setNow } = sandbox();
    const guesser = '198.51.100.31';
    /** The persona's termination with the i-th birth date tried. */
    const guess = (i: number) => ({
      ...request,
      customer: { ...request.customer, birthDate: `1940-02-${String(i).padStart(2, '0')}` },
    });
    expect(persona.birthDate).not.toMatch(/^1940-02/);
    for (let i = 1; i <= UNMATCHED_PER_HOUR; i++) {
      const res = await submit(app, newId(), guess(i), 'o2', 'contracttermination', guesser);
      expect(res.status).toBe(201);
      expect(await json(res)).not.toHaveProperty('effectiveDate');
    }
    // The right birth date now looks like the wrong ones.
    const hit = await submit(app, newId(), request, 'o2', 'contracttermination', guesser);
    expect(hit.status).toBe(201);
    expect(await json(hit)).not.toHaveProperty('effectiveDate');
    // Many terminations that name their contracts (a shop's, an office's address) cost nothing.
    const shop = '198.51.100.32';
    for (let i = 0; i <= UNMATCHED_PER_HOUR; i++) {
      const res = await submit(app, newId(), request, 'o2', 'contracttermination', shop);
      expect(await json(res)).toMatchObject({ effectiveDate: '2026-05-13' });
    }
    setNow(new Date(NOW.getTime() + 3_600_001));
    const later = await submit(app, newId(), request, 'o2', 'contracttermination', guesser);
    expect(await json(later)).toMatchObject({ effectiveDate: '2026-05-13' });
  });

  it('refuses an upload id of another termination', async () => {
    const { app } = sandbox();
    const other = await json(await upload(app, newId(), PDF, 'Nachweis.pdf'));
    const res = await submit(app, newId(), { ...request, uploadIds: [other['uploadId']] });
    expect(await json(res)).toMatchObject({ errors: [{ field: 'uploadIds.0' }] });
  });

  it('refuses an id already used by another brand', async () => {
    const { app } = sandbox();
    const id = newId();
    await submit(app, id, request);
    expect((await submit(app, id, request, 'aldi')).status).toBe(409);
  });
});

describe('termination PDF', () => {
  it('confirms what was terminated, when it arrived and when the contract ends', async () => {
    const { app } = sandbox();
    const id = newId();
    await submit(app, id, request);
    const res = await app.request(`/api/o2/contracttermination/download/${id}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename=Kuendigungsbestaetigung-${id}.pdf`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = flat(pdfText(bytes));
    expect(text).toContain('Eingangsbestätigung Ihrer Kündigung');
    expect(text).toContain('Eingegangen am: 14. Januar 2026 um 09:30');
    expect(text).toContain('Vertragsende: 13. Mai 2026 (nächstmöglicher Zeitpunkt)');
    expect(text).toContain('Vertragsinhaber: „Anna Maria Müller-Lüdenscheidt“');
    expect(text).toContain(id);
  });

  it('refuses control and invisible characters in what the customer types', async () => {
    const { app } = sandbox();
    const forged = {
      ...request,
      cancellationType: 'Special',
      reason: 'otherReason',
      reasonText: 'Umzug\nKündigung bestätigt: JA',
      customer: { ...request.customer, familyName: 'Muster\u202Efdp.exe' },
    };
    const res = await submit(app, newId(), forged);
    expect(res.status).toBe(400);
    expect((await json(res))['errors']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'reasonText' }),
        expect.objectContaining({ field: 'customer.familyName' }),
      ]),
    );
  });

  /** The text of the PDF of a termination of `body`, sent to o2. */
  const receiptOf = async (body: Record<string, unknown>) => {
    const { app } = sandbox();
    const id = newId();
    await submit(app, id, body);
    const pdf = await app.request(`/api/o2/contracttermination/download/${id}`);
    return flat(pdfText(new Uint8Array(await pdf.arrayBuffer())));
  };

  it('explains a chosen date too early with the date the contract ends instead', async () => {
    const text = await receiptOf({
      ...request,
      selectTerminationDate: true,
      terminationDate: '2026-03-31',
    });
    expect(text).toContain('Vertragsende: 13. Mai 2026 (nächstmöglicher Zeitpunkt)');
    expect(text).toContain('Sie hatten den 31. März 2026 gewünscht');
  });

  it('says the end date follows by e-mail when the termination names no known contract', async () => {
    const text = await receiptOf({ ...request, contract: { phoneNumber: '0176 99999999' } });
    expect(text).toContain('Vertragsende: Zum nächstmöglichen Zeitpunkt.');
    expect(text).toContain('schreiben wir Ihnen an anna.mueller@example.de');
  });

  it('is written in the language asked for, file name included, if the brand speaks it', async () => {
    const { app } = sandbox();
    const download = async (brand: string, language: string) => {
      const p = personaOf(brand);
      const id = newId();
      const body = {
        ...request,
        contract: { phoneNumber: p.phoneNumber },
        customer: { ...request.customer, familyName: p.familyName, birthDate: p.birthDate },
      };
      await submit(app, id, body, brand);
      const res = await app.request(
        `/api/${brand}/contracttermination/download/${id}?language=${language}`,
      );
      const text = flat(pdfText(new Uint8Array(await res.arrayBuffer())));
      return { id, text, disposition: res.headers.get('content-disposition') };
    };
    const en = await download('ortel', 'en');
    expect(en.text).toContain('Confirmation of receipt of your termination');
    expect(en.text).toContain('Received on: January 14, 2026 at 9:30');
    expect(en.text).toContain('End of contract: January 15, 2026 (earliest possible date)');
    expect(en.text).not.toMatch(/Kündigung|Vertrag|Eingang/);
    expect(en.disposition).toBe(`attachment; filename=Termination-confirmation-${en.id}.pdf`);

    const tr = await download('ayyildiz', 'tr');
    expect(tr.text).toContain('Fesih bildiriminizin alındı onayı');
    expect(tr.text).toContain('Sözleşmenin bitişi: 14 Şubat 2026 (mümkün olan en erken tarih)');
    expect(tr.text).not.toMatch(/Kündigung|Vertrag|Eingang/);
    expect(tr.disposition).toBe(
      `attachment; filename=Fesih-onayi-${tr.id}.pdf; filename*=UTF-8''Fesih-onay%C4%B1-${tr.id}.pdf`,
    );

    // O2 has no Turkish pages: its documents stay German.
    expect((await download('o2', 'tr')).text).toContain('Eingangsbestätigung Ihrer Kündigung');
  });

  it('prints Turkish names as written: the font is embedded, not WinAnsi Helvetica', async () => {
    const { app } = sandbox();
    const id = newId();
    const customer = {
      ...request.customer,
      givenNames: 'Şükrü',
      familyName: 'Yılmaz-Öğüt',
      address: { ...request.customer.address, street: 'İğdır Sokağı' },
    };
    await submit(app, id, { ...request, customer });
    const res = await app.request(`/api/o2/contracttermination/download/${id}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = pdfText(bytes);
    expect(text).toContain('Şükrü Yılmaz-Öğüt');
    expect(text).toContain('İğdır Sokağı 50');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('serves the seeded receipt, and nothing for unknown ids or other brands', async () => {
    const { app } = sandbox();
    expect(
      (await app.request(`/api/o2/contracttermination/download/${SEEDED_TERMINATION_ID}`)).status,
    ).toBe(200);
    expect(
      (await app.request(`/api/aldi/contracttermination/download/${SEEDED_TERMINATION_ID}`)).status,
    ).toBe(404);
    expect(
      (await app.request(`/api/o2/prefilledcontracttermination/download/${SEEDED_TERMINATION_ID}`))
        .status,
    ).toBe(404);
    expect((await app.request(`/api/o2/contracttermination/download/${newId()}`)).status).toBe(404);
  });
});

describe('proof upload', () => {
  it('takes the type from the bytes and keeps the picture rebuilt from its pixels', async () => {
    const { app, ctx } = sandbox();
    const res = await upload(app, newId(), PNG, 'scan.pdf');
    expect(res.status).toBe(201);
    const body = await json(res);
    const kept = readFileSync(join(ctx.uploadDir, `${String(body['uploadId'])}.png`));
    expect(body).toMatchObject({
      fileName: 'scan.pdf',
      contentType: 'image/png',
      size: kept.length,
    });
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('keeps only the file name, without folders or control characters', async () => {
    const { app } = sandbox();
    const res = await upload(app, newId(), PDF, 'C:\\fakepath\\Sterbe\u0007urkunde.pdf');
    expect(await json(res)).toMatchObject({
      fileName: 'Sterbeurkunde.pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses a program renamed to .pdf', async () => {
    const { app } = sandbox();
    const res = await upload(app, newId(), EXE, 'Sterbeurkunde.pdf');
    expect(res.status).toBe(415);
    expect(await json(res)).toMatchObject({
      errors: [{ field: 'file', code: 'fileTypeNotAllowed' }],
    });
  });

  it('refuses a file over the size limit', async () => {
    const { app } = sandbox();
    const justOver = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length)]);
    const res = await upload(app, newId(), justOver, 'big.pdf');
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ errors: [{ field: 'file', code: 'fileTooLarge' }] });
    const huge = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 200_000)]);
    expect((await upload(app, newId(), huge, 'huge.pdf')).status).toBe(413);
  });

  it('takes five files per termination and none after the submit', async () => {
    const { app } = sandbox();
    const id = newId();
    for (let i = 0; i < 5; i++) expect((await upload(app, id, PNG, `p${i}.png`)).status).toBe(201);
    expect((await upload(app, id, PNG, 'p5.png')).status).toBe(409);
    const submitted = newId();
    await submit(app, submitted, request);
    expect((await upload(app, submitted, PNG, 'late.png')).status).toBe(409);
  });

  it('cleans display names of invisible formatting such as the right-to-left override', async () => {
    const { app } = sandbox();
    const res = await upload(app, newId(), PNG, 'rechnung\u202Efdp.exe\u200F\u2066x\u0085.png');
    expect(await json(res)).toMatchObject({ fileName: 'rechnungfdp.exex.png' });
  });

  it('refuses what acts on opening or declares too much, with one code, and keeps the rest disarmed', async () => {
    const { app, ctx } = sandbox();
    for (const [name, bytes] of [
      ['script on opening', onePage(`/OpenAction ${SCRIPT_ACTION}`)],
      ['web address on opening', onePage('/OpenAction << /S /URI /URI (https://evil.example/) >>')],
      ['2,147,483,647 pages', pagesPdf(2_147_483_647)],
      ['65,500 × 65,500 pixels', jpegDeclaring(65_500, 65_500)],
      ['no pages at all', PDF_WITHOUT_PAGES],
    ] as const) {
      const res = await upload(app, newId(), bytes, `${name}.pdf`);
      expect(res.status, name).toBe(422);
      expect(await json(res), name).toMatchObject({
        errors: [{ field: 'file', code: 'fileNotAccepted' }],
      });
    }
    const hidden = await json(await upload(app, newId(), packedScriptPdf(''), 'hidden.pdf'));
    const kept = readFileSync(join(ctx.uploadDir, `${String(hidden['uploadId'])}.pdf`));
    expect(await activeNames(kept)).toEqual([]);
  });

  it('takes at most 25 MiB per termination in all, counting the files as kept', async () => {
    const { app, ctx } = sandbox();
    const id = newId();
    terminationTables(ctx).uploads.add(
      { ...keptUpload(id), size: MAX_UPLOAD_BYTES_PER_TERMINATION - 10 },
      NOW,
      'local',
    );
    const full = await upload(app, id, PNG, 'c.png');
    expect(full.status).toBe(409);
    expect(await json(full)).toMatchObject({ code: 'UploadLimitReached' });
    expect((await upload(app, newId(), PNG, 'other.png')).status).toBe(201);
  });

  it('removes uploaded files on reset', async () => {
    const { app, ctx } = sandbox();
    const body = await json(await upload(app, newId(), PNG, 'scan.png'));
    const file = join(ctx.uploadDir, `${String(body['uploadId'])}.png`);
    expect(existsSync(file)).toBe(true);
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect(existsSync(file)).toBe(false);
  });
});

describe('uploads per client', () => {
  it('takes 20 uploads an hour from one client, whatever ids it makes up; others go on', async () => {
    const { app, setNow } = sandbox();
    for (let i = 0; i < 20; i++)
      expect((await upload(app, newId(), PNG, 'a.png', 'o2', '198.51.100.7')).status).toBe(201);
    const refused = await upload(app, newId(), PNG, 'a.png', 'o2', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', '198.51.100.8')).status).toBe(201);
    setNow(new Date(NOW.getTime() + 3_600_001));
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', '198.51.100.7')).status).toBe(201);
  }, 30_000);

  it('counts an IPv6 client by its /64', async () => {
    const { app } = sandbox();
    for (let i = 0; i < 20; i++)
      expect(
        (await upload(app, newId(), PNG, 'a.png', 'o2', `2001:db8:1:2::${i + 1}`)).status,
      ).toBe(201);
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', '2001:db8:1:2:ffff::9')).status).toBe(
      429,
    );
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', '2001:db8:1:3::1')).status).toBe(201);
  }, 30_000);

  it('checks two files of one client at once and refuses a third meanwhile', async () => {
    const { app } = sandbox();
    const statuses = await Promise.all(
      [0, 1, 2].map(() => upload(app, newId(), slowPdf(1), 's.pdf', 'o2', '198.51.100.9')),
    ).then((all) => all.map((r) => r.status).sort());
    expect(statuses).toEqual([201, 201, 429]);
  }, 30_000);

  it('refuses a client past its uploads of the hour before reading its file, and closes the connection', async () => {
    const { app } = sandbox();
    const client = '198.51.100.21';
    for (let i = 0; i < uploadRules.perClientPerHour; i++)
      expect((await upload(app, newId(), EXE, 'a.pdf', 'o2', client)).status).toBe(415);
    const file = sentSlowly(9 * 1024 * 1024);
    const refused = await sendSlowly(app, newId(), file, client);
    expect(refused.status).toBe(429);
    expect(file.read()).toBe(0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('connection')).toBe('close');
    // Another client's file is read to its end.
    const other = sentSlowly(1024 * 1024);
    expect((await sendSlowly(app, newId(), other, '198.51.100.22')).status).toBe(422);
    expect(other.read()).toBe(1024 * 1024);
  });

  it('counts a file still being sent as being checked: a third is refused before it is read', async () => {
    const { app } = sandbox();
    const client = '198.51.100.23';
    const held = [0, 1].map(() => sentSlowly(1024 * 1024, { held: true }));
    const answers = held.map((file) => sendSlowly(app, newId(), file, client));
    try {
      await Promise.all(held.map((file) => file.started));
      const third = sentSlowly(1024 * 1024);
      expect((await sendSlowly(app, newId(), third, client)).status).toBe(429);
      expect(third.read()).toBe(0);
    } finally {
      for (const file of held) file.release();
    }
    // Cut short, they hold no file; once answered, their places are free again.
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([400, 400]);
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', client)).status).toBe(201);
  });

  it('refuses a file that takes more than 10 MiB as rebuilt, however small it was sent', async () => {
    const { app, ctx } = sandbox();
    const noisy = noisyPagesPdf(9);
    expect(noisy.length).toBeLessThan(100_000);
    const res = await upload(app, newId(), noisy, 'Scan.pdf');
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({
      errors: [{ field: 'file', code: 'fileNotAccepted' }],
    });
    expect(terminationTables(ctx).uploads.totalBytes()).toBe(0);
    expect(readdirSync(ctx.uploadDir)).toEqual([]);
  }, 30_000);

  it('keeps 50 MiB of the files of one client in 24 hours: past them it waits, others go on', async () => {
    const { app, ctx, setNow } = sandbox();
    const client = '198.51.100.24';
    const { uploads } = terminationTables(ctx);
    uploads.add({ ...keptUpload(newId()), size: uploadRules.perClientKeptBytes - 10 }, NOW, client);
    // The picture as kept takes more than the 10 bytes left, which only its rebuilding tells.
    const over = await upload(app, newId(), PNG, 'a.png', 'o2', client);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBe(24 * 3600);
    expect(uploads.keptBy(client, new Date(0))).toHaveLength(1);
    expect(readdirSync(ctx.uploadDir)).toEqual([]);
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', '198.51.100.25')).status).toBe(201);
    // With its share used up, it is refused before its file is read.
    uploads.add({ ...keptUpload(newId()), size: 10 }, NOW, client);
    const file = sentSlowly(1024 * 1024);
    expect((await sendSlowly(app, newId(), file, client)).status).toBe(429);
    expect(file.read()).toBe(0);
    setNow(new Date(NOW.getTime() + 24 * 3_600_000));
    expect((await upload(app, newId(), PNG, 'a.png', 'o2', client)).status).toBe(201);
  });

  it('deletes uploads after 24 hours, those of a sent termination too, whose receipt still names them', async () => {
    const { app, ctx, setNow } = sandbox();
    const sentId = newId();
    const sent = await json(await upload(app, sentId, PNG, 'Abmeldung.png'));
    await submit(app, sentId, {
      ...request,
      cancellationType: 'Special',
      reason: 'moveAbroad',
      uploadIds: [sent['uploadId']],
    });
    const unsent = await json(await upload(app, newId(), PNG, 'unsent.png'));
    const fileOf = (u: Record<string, unknown>) =>
      join(ctx.uploadDir, `${String(u['uploadId'])}.png`);
    setNow(new Date(NOW.getTime() + 23 * 3_600_000));
    await upload(app, newId(), PNG, 'later.png');
    expect(existsSync(fileOf(unsent))).toBe(true);
    expect(existsSync(fileOf(sent))).toBe(true);
    setNow(new Date(NOW.getTime() + 25 * 3_600_000));
    await upload(app, newId(), PNG, 'later.png');
    expect(existsSync(fileOf(unsent))).toBe(false);
    // Sending a termination keeps no file for good: anyone may send one.
    expect(existsSync(fileOf(sent))).toBe(false);
    expect(terminationTables(ctx).uploads.of(sentId, 'o2')).toEqual([]);
    const receipt = await app.request(`/api/o2/contracttermination/download/${sentId}`);
    expect(pdfText(new Uint8Array(await receipt.arrayBuffer()))).toContain('Abmeldung.png');
  });

  it('deletes them without waiting for an upload: every quarter of an hour, and at start', async () => {
    const dir = mkdtempSync(join(uploadRoot, 'unsent-'));
    /** A file kept at NOW for a termination never sent. */
    const keep = (ctx: SandboxContext) => {
      const kept = { ...keptUpload(newId()), path: join(dir, `${newId()}.pdf`) };
      writeFileSync(kept.path, PDF);
      terminationTables(ctx).uploads.add(kept, NOW, 'local');
      return kept.path;
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { ctx, setNow } = sandbox();
      const file = keep(ctx);
      setNow(new Date(NOW.getTime() + 25 * 3_600_000));
      expect(existsSync(file)).toBe(true);
      vi.advanceTimersByTime(UPLOAD_SWEEP_MS);
      expect(existsSync(file)).toBe(false);
    } finally {
      vi.useRealTimers();
    }

    // A closed sandbox sweeps no more: its folder may be gone, and its database with it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { ctx, setNow, close } = sandbox();
      const file = keep(ctx);
      setNow(new Date(NOW.getTime() + 25 * 3_600_000));
      close();
      vi.advanceTimersByTime(UPLOAD_SWEEP_MS);
      expect(existsSync(file)).toBe(true);
    } finally {
      vi.useRealTimers();
    }

    const dbPath = join(dir, 'sandbox.sqlite');
    const options = { dbPath, quiet: true, uploadDir: dir, modules: [terminationModule] };
    const file = keep(createSandbox({ ...options, now: () => NOW }).ctx);
    createSandbox({ ...options, now: () => new Date(NOW.getTime() + 23 * 3_600_000) });
    expect(existsSync(file)).toBe(true);
    createSandbox({ ...options, now: () => new Date(NOW.getTime() + 25 * 3_600_000) });
    expect(existsSync(file)).toBe(false);
  });

  it('answers 503 UploadsBusy with Retry-After while every worker is busy and the queue is full', async () => {
    const waiting = 1;
    const pool = disarmPool(DISARM_LIMITS, waiting);
    try {
      const { app } = createSandbox({
        dbPath: ':memory:',
        quiet: true,
        now: () => NOW,
        uploadDir: mkdtempSync(join(uploadRoot, 'busy-')),
        disarmPool: pool,
        modules: [terminationModule],
      });
      // Every worker rebuilding a file, one file waiting: the next client is turned away at once.
      const clients = Array.from({ length: POOL_SIZE + waiting + 1 }, (_, i) => i + 1);
      const sent = clients.map((n) =>
        upload(app, newId(), slowPdf(1), 's.pdf', 'o2', `198.51.100.${n}`),
      );
      const busy = await Promise.race(
        sent.map((answer) =>
          Promise.resolve(answer).then((r) =>
            r.status === 503 ? r : new Promise<never>(() => undefined),
          ),
        ),
      );
      expect(pool.waiting()).toBe(waiting);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await json(busy)).toMatchObject({ code: 'UploadsBusy' });
      await pool.close();
      expect((await Promise.all(sent)).filter((r) => r.status === 503)).toHaveLength(1);
    } finally {
      // Also when an expectation failed: no worker outlives the test.
      await pool.close();
    }
  }, 30_000);

  it('answers 503 with Retry-After once the disk quota is used up', async () => {
    const created = createSandbox({
      dbPath: ':memory:',
      quiet: true,
      now: () => NOW,
      uploadDir: mkdtempSync(join(uploadRoot, 'quota-')),
      uploadQuotaBytes: 2_000,
      modules: [terminationModule],
    });
    expect((await upload(created.app, newId(), PNG, 'a.png')).status).toBe(201);
    const big = await upload(created.app, newId(), onePage(), 'b.pdf');
    expect(big.status).toBe(503);
    expect(big.headers.get('retry-after')).toBeTruthy();
    expect(await json(big)).toMatchObject({ code: 'UploadsFull' });
  });
});

describe('prefilled termination', () => {
  const future = new Date('2026-02-01T00:00:00Z');

  it('reads the fields of a signed link', async () => {
    const { app } = sandbox();
    const res = await app.request(
      `/api/o2/prefilledcontracttermination/prefill?data=${prefillLink('o2', future)}`,
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      serviceType: 'mobile',
      contract: request.contract,
      customer: request.customer,
      email: request.email,
      earliestEndDate: '2026-05-13',
    });
    const aldi = await app.request(
      `/api/aldi/prefilledcontracttermination/prefill?data=${prefillLink('aldi', future)}`,
    );
    expect(await json(aldi)).toMatchObject({ earliestEndDate: '2026-01-15' });
  });

  it('carries the personal data unreadable to anyone but the API', () => {
    const data = prefillLink('o2', future);
    const decoded = data
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('');
    expect(decoded).not.toContain(request.customer.familyName);
    expect(decoded).not.toContain(request.contract.customerNumber);
    // The address itself: a lone '@' turns up in random cipher bytes now and then.
    expect(decoded).not.toContain(request.email);
  });

  it('refuses a changed, foreign, expired or malformed link', async () => {
    const { app } = sandbox();
    const prefill = (brand: string, data: string) =>
      app.request(`/api/${brand}/prefilledcontracttermination/prefill?data=${data}`);
    const data = prefillLink('o2', future);
    expect((await prefill('o2', tamperedPrefill(data))).status).toBe(403);
    expect((await prefill('aldi', data)).status).toBe(403);
    expect((await prefill('o2', prefillLink('o2', new Date('2026-01-01T00:00:00Z')))).status).toBe(
      410,
    );
    const malformed = await prefill('o2', 'bm90LWEtc2lnbmVkLWxpbms');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ errors: [{ field: 'query.data' }] });
  });

  it('accepts the prefilled fields unchanged and refuses changed ones', async () => {
    const { app } = sandbox();
    const data = prefillLink('o2', future);
    const id = newId();
    const ok = await submit(app, id, { ...request, data }, 'o2', 'prefilledcontracttermination');
    expect(ok.status).toBe(201);
    expect((await app.request(`/api/o2/prefilledcontracttermination/download/${id}`)).status).toBe(
      200,
    );

    const changed = {
      ...request,
      customer: { ...request.customer, familyName: 'Mustermann' },
      data,
    };
    const res = await submit(app, newId(), changed, 'o2', 'prefilledcontracttermination');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      errors: [{ field: 'customer', code: 'invalidValue' }],
    });
  });

  it('seeds a working link per brand and a tampered and an expired one', async () => {
    const { app, scenarios } = sandbox();
    const links = scenarios().filter((s) => s.name.startsWith('termination-prefilled-'));
    for (const s of links) {
      const res = await app.request(
        `/api/${s.brand}/prefilledcontracttermination/prefill?data=${s.token}`,
      );
      const expected = s.name.endsWith('tampered') ? 403 : s.name.endsWith('expired') ? 410 : 200;
      expect(res.status, s.name).toBe(expected);
    }
    expect(links.length).toBeGreaterThanOrEqual(10);
  });
});

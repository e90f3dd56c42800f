import { describe, expect, it } from 'vitest';
import { offerSchema } from '../../../src/api/contract/offer.ts';
import { pdfText } from '../support/pdfText.ts';
import { offerDocument } from './documents.ts';
import { offerStore } from './store.ts';
import { bearer, brandLogin, offerSandbox } from './testing.ts';

const HAPPY = 'o2-offer-happy-0001';
const decoder = new TextDecoder();

describe('offer documents', () => {
  it('are real PDFs, one per document the offer lists', async () => {
    const sb = offerSandbox();
    const offer = offerSchema.parse(await (await sb.get(`/api/offer/${HAPPY}`)).json());
    expect(offer.documents.map((d) => d.type)).toEqual([
      'contractSummary',
      'terms',
      'withdrawal',
      'priceList',
      'privacy',
    ]);
    for (const doc of offer.documents) {
      const res = await sb.get(`/api/offer/documents/${HAPPY}/${doc.documentId}/${doc.fileName}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(doc.fileName);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(decoder.decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
  });

  it('answer 404 for a document the offer does not have', async () => {
    const sb = offerSandbox();
    const unknown = await sb.get(`/api/offer/documents/${HAPPY}/invoice/Rechnung.pdf`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'DocumentsNotLoaded' });
    expect((await sb.get(`/api/offer/documents/${HAPPY}/terms/Other.pdf`)).status).toBe(404);
  });

  it('of a protected offer need the customer login; preview documents need none', async () => {
    const sb = offerSandbox();
    const path = '/api/offer/documents/o2-offer-login-0001/terms/AGB.pdf';
    expect((await sb.get(path)).status).toBe(401);
    const token = await brandLogin(sb, 'o2-offer-login-0001');
    expect((await sb.get(path, bearer(token))).status).toBe(200);
    const preview = await sb.get(
      '/api/offer/documents/o2-offer-preview-0001/summary/Vertragszusammenfassung.pdf',
    );
    expect(preview.status).toBe(200);
  });

  it('write the contract summary from the offer: tariff, term, prices', () => {
    const sb = offerSandbox();
    const record = offerStore(sb.ctx.db).offers.get(HAPPY)?.data;
    if (!record) throw new Error('seed missing');
    const { content, fileName } = offerDocument('contractSummary', record, sb.ctx.now(), 'de');
    const rows = Object.fromEntries(content.rows ?? []);
    expect(fileName).toBe('Vertragszusammenfassung.pdf');
    expect(content.title).toBe(
      'Vertragszusammenfassung – Ihr Angebot: Samsung Galaxy S25 mit O2 Mobile M',
    );
    expect(rows['Position 1 – Tarif']).toBe('O2 Mobile M');
    expect(rows['Position 1 – Gerät']).toBe('Samsung Galaxy S25, 128 GB, Navy');
    expect(rows['Mindestvertragslaufzeit']).toBe('24 Monate');
    expect(rows['Kündigungsfrist']).toBe('1 Monat');
    expect(rows['O2 Mobile M (Online-Vorteil)']).toBe('-5,00\u00a0€ monatlich für 12 Monate');
    expect(content.footer).toBe('O2 · Stand 2. März 2026');
  });

  it('are written in the page language, file names included, where the brand speaks it', async () => {
    const sb = offerSandbox();
    const token = 'ayyildiz-offer-happy-0001';
    const offer = offerSchema.parse(await (await sb.get(`/api/offer/${token}`)).json());
    const summary = offer.documents.find((d) => d.type === 'contractSummary');
    if (!summary) throw new Error('no contract summary');
    const path = `/api/offer/documents/${token}/${summary.documentId}/${summary.fileName}`;
    const tr = await sb.get(`${path}?language=tr`);
    expect(tr.headers.get('content-disposition')).toBe(
      "attachment; filename=Sozlesme-ozeti.pdf; filename*=UTF-8''S%C3%B6zle%C5%9Fme-%C3%B6zeti.pdf",
    );
    const text = pdfText(new Uint8Array(await tr.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Sözleşme özeti – ');
    expect(text).toContain('Asgari sözleşme süresi: 24 ay');
    expect(text).toContain('Fesih bildirim süresi: 1 ay');
    expect(text).not.toMatch(/Vertragszusammenfassung|Mindestvertragslaufzeit|Kündigungsfrist/);

    const record = offerStore(sb.ctx.db).offers.get(HAPPY)?.data;
    if (!record) throw new Error('seed missing');
    const en = offerDocument('priceList', record, sb.ctx.now(), 'en');
    expect(en.fileName).toBe('Price-list.pdf');
    expect(Object.fromEntries(en.content.rows ?? [])['O2 Mobile M (Online-Vorteil)']).toBe(
      '-5,00\u00a0€ per month for 12 months',
    );
    expect(en.content.footer).toBe('O2 · As of March 2, 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { offerSchema } from '../../../src/api/contract/offer.ts';
import { germanWordsIn } from '../../../src/i18n/germanWords.ts';
import { renderPdf } from '../../pdf.ts';
import { pdfText } from '../support/pdfText.ts';
import { offerDocument } from './documents.ts';
import { offerStore } from './store.ts';
import { bearer, brandLogin, offerSandbox } from './testing.ts';

const HAPPY = 'o2-offer-happy-0001';

/** A seeded offer's record as the store keeps it. */
function seeded(sb: ReturnType<typeof offerSandbox>, token: string) {
  const record = offerStore(sb.ctx.db).offers.get(token)?.data;
  if (!record) throw new Error(`seed ${token} missing`);
  return record;
}
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

  it('write the contract summary on the EU template: provider and complaints contact, services, prices with monthly totals, term and renewal', () => {
    const sb = offerSandbox();
    const { content, fileName } = offerDocument(
      'contractSummary',
      seeded(sb, HAPPY),
      sb.ctx.now(),
      'de',
    );
    expect(fileName).toBe('Vertragszusammenfassung.pdf');
    // The offer as the page titles it, not the API's German marketing name.
    expect(content.title).toBe(
      'Vertragszusammenfassung – Ihr Angebot: Samsung Galaxy S25 + O2 Mobile M',
    );
    // The template's headings, in its order (Implementing Regulation (EU) 2019/2243).
    expect(content.sections?.map((section) => section.heading)).toEqual([
      'Anbieter und Kontakt',
      'Dienste und Geräte',
      'Geschwindigkeiten des Internetdienstes und Abhilfemaßnahmen bei Problemen',
      'Preis',
      'Laufzeit, Verlängerung und Kündigung',
      'Funktionsmerkmale für Endnutzer mit Behinderungen',
      'Sonstige relevante Informationen',
    ]);
    const [provider, services, , price, term, accessibility] = content.sections ?? [];
    // From brands/o2/brand.json.
    expect(Object.fromEntries(provider?.rows ?? [])).toMatchObject({
      Anbieter: 'Telefónica Germany GmbH & Co. OHG (O2)',
      Anschrift: 'Georg-Brauchle-Ring 50, 80992 München',
      Telefon: '089 787979400',
      'E-Mail': 'kundenservice@o2.example',
      Beschwerden: 'per E-Mail an beschwerde@o2.example oder schriftlich an die Anschrift oben',
    });
    expect(Object.fromEntries(services?.rows ?? [])).toMatchObject({
      'Position 1 – Tarif': 'O2 Mobile M',
      'Position 1 – Gerät': 'Samsung Galaxy S25, 128 GB, Navy',
    });
    const prices = Object.fromEntries(price?.rows ?? []);
    expect(prices['O2 Mobile M (Online-Vorteil)']).toBe('-5,00\u00a0€ monatlich für 12 Monate');
    expect(Object.keys(prices).filter((label) => label.startsWith('Monatlich gesamt'))).toEqual([
      'Monatlich gesamt, Monat 1 bis 12',
      'Monatlich gesamt, Monat 13 bis 24',
      'Monatlich gesamt, ab Monat 25',
    ]);
    expect(prices['Einmalig gesamt']).toMatch(/^\d+,\d{2}\u00a0€$/);
    expect(Object.fromEntries(term?.rows ?? [])).toMatchObject({
      Mindestvertragslaufzeit: '24 Monate',
      Kündigungsfrist: '1 Monat',
    });
    expect(term?.paragraphs?.[0]).toMatch(/^Nach Ablauf der Mindestvertragslaufzeit läuft/);
    expect(term?.paragraphs?.[1]).toContain('https://angebot.o2.example/kuendigung');
    expect(accessibility?.paragraphs?.[0]).toContain('https://angebot.o2.example/barrierefreiheit');
    expect(content.footer).toBe('O2 · Stand 2. März 2026');
  });

  it('write the withdrawal instruction after the statutory model: from receipt for a device, the provider, the online function, the model form', () => {
    const sb = offerSandbox();
    const text = (token: string) =>
      offerDocument('withdrawal', seeded(sb, token), sb.ctx.now(), 'de')
        .content.sections?.flatMap((section) => [section.heading, ...(section.paragraphs ?? [])])
        .join('\n') ?? '';
    // With a handset: the period runs from its receipt, the goods go back at our cost.
    const device = text(HAPPY);
    expect(device).toContain(
      'ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
    );
    expect(device).not.toContain('ab dem Tag des Vertragsabschlusses');
    expect(device).toContain('Wir tragen die Kosten der Rücksendung der Waren.');
    expect(device).toContain(
      'Telefónica Germany GmbH & Co. OHG, Georg-Brauchle-Ring 50, 80992 München, Telefon 089 787979400, E-Mail kundenservice@o2.example',
    );
    expect(device).toContain(
      '„Vertrag widerrufen“ auf unserer Website unter https://angebot.o2.example/widerruf',
    );
    for (const line of [
      'Muster-Widerrufsformular',
      '– An Telefónica Germany GmbH & Co. OHG, Georg-Brauchle-Ring 50, 80992 München, E-Mail kundenservice@o2.example:',
      '– Bestellt am (*)/erhalten am (*)',
      '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
      '(*) Unzutreffendes streichen.',
    ])
      expect(device).toContain(line);
    // A SIM-only tariff: a service, from the day the contract is concluded; its early start pro rata.
    const service = text('aldi-offer-happy-0001');
    expect(service).toContain(
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    );
    expect(service).not.toContain('Waren in Besitz');
    expect(service).toContain('MEDION AG, Am Zehnthof 77, 45307 Essen');
    expect(service).toContain('bereits erbrachten Dienstleistungen');
  });

  it('hold no German word in English or Turkish, product data and titles included', async () => {
    const sb = offerSandbox();
    for (const [token, locale] of [
      ['ayyildiz-offer-happy-0001', 'tr'],
      ['ortel-offer-happy-0001', 'en'],
      [HAPPY, 'en'],
    ] as const) {
      const record = seeded(sb, token);
      for (const { type } of record.offer.documents) {
        const text = pdfText(
          await renderPdf(offerDocument(type, record, sb.ctx.now(), locale).content),
        );
        expect(germanWordsIn(text), `${token} ${type} in ${locale}`).toEqual([]);
      }
    }
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

    const en = offerDocument('priceList', seeded(sb, HAPPY), sb.ctx.now(), 'en');
    expect(en.fileName).toBe('Price-list.pdf');
    expect(Object.fromEntries(en.content.rows ?? [])['O2 Mobile M (Online discount)']).toBe(
      '-5,00\u00a0€ per month for 12 months',
    );
    expect(en.content.footer).toBe('O2 · As of March 2, 2026');
  });
});

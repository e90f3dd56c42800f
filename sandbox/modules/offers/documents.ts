import type { OfferDocument, OfferItem, Tariff } from '../../../src/api/contract/offer.ts';
import { formatPrice, type PriceEntry } from '../../../src/api/contract/price.ts';
import type { PdfContent } from '../../pdf.ts';
import { brandBySlug } from './brands.ts';
import type { OfferRecord } from './store.ts';

/**
 * The legal documents of an offer, written from its data: the contract summary of
 * § 54 TKG, the price list, and the brand's terms, withdrawal and privacy texts.
 */

const dateDe = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(date);

const priceText = (e: PriceEntry) =>
  `${formatPrice(e.amount)} ${e.type === 'monthly' ? 'monatlich' : 'einmalig'}` +
  (e.months ? ` für ${e.months} Monate` : '');

const volume = (t: Tariff) =>
  t.dataVolume === 'unlimited' ? 'unbegrenzt' : `${t.dataVolume} GB pro Monat`;

const unitDe = { days: 'Tag(e)', weeks: 'Woche(n)', months: 'Monat(e)' } as const;

function positionRows(item: OfferItem, n: number): [string, string][] {
  const rows: [string, string][] = [];
  const prefix = `Position ${n}`;
  if (item.phoneNumber) rows.push([`${prefix} – Rufnummer`, item.phoneNumber]);
  if (item.hardware) {
    const h = item.hardware;
    rows.push([`${prefix} – Gerät`, `${h.manufacturer} ${h.name}, ${h.capacity}, ${h.colour}`]);
  }
  if (item.tariff) {
    const t = item.tariff;
    rows.push(
      [`${prefix} – Tarif`, t.name],
      ['Datenvolumen', volume(t)],
      [
        'Mindestvertragslaufzeit',
        t.minimumTermMonths ? `${t.minimumTermMonths} Monate` : 'keine, jederzeit kündbar',
      ],
      ['Kündigungsfrist', `${t.noticePeriod.value} ${unitDe[t.noticePeriod.unit]}`],
      ['Leistungen', t.features.join(', ')],
    );
  }
  for (const p of item.packs) rows.push([`${prefix} – Option`, p.name]);
  return rows;
}

function priceRows(item: OfferItem): [string, string][] {
  const named = [
    ...(item.hardware ? [{ name: item.hardware.name, prices: item.hardware.prices }] : []),
    ...(item.tariff ? [{ name: item.tariff.name, prices: item.tariff.prices }] : []),
    ...item.packs,
  ];
  return named.flatMap(({ name, prices }) =>
    prices.map((e): [string, string] => [e.label ? `${name} (${e.label})` : name, priceText(e)]),
  );
}

const contentByType: Record<
  OfferDocument['type'],
  (record: OfferRecord, brand: string) => Omit<PdfContent, 'footer'>
> = {
  contractSummary: ({ offer }, brand) => ({
    title: `Vertragszusammenfassung – ${offer.name}`,
    rows: [
      ['Anbieter', brand],
      ['Angebotsnummer', offer.id],
      ...offer.offers.flatMap((item, i) => positionRows(item, i + 1)),
      ...offer.offers.flatMap((item) => priceRows(item)),
    ],
    paragraphs: [
      'Diese Vertragszusammenfassung enthält die Hauptelemente dieses Dienstleistungsangebots, ' +
        'wie es das EU-Recht (§ 54 TKG) vorschreibt. Sie hilft, Dienstleistungsangebote zu vergleichen.',
      'Vollständige Informationen über das Dienstleistungsangebot sind in anderen Dokumenten enthalten.',
    ],
  }),
  priceList: ({ offer }, brand) => ({
    title: `Preisliste – ${offer.name}`,
    rows: offer.offers.flatMap((item) => priceRows(item)),
    paragraphs: [
      `Alle Preise in Euro inklusive 19 % Umsatzsteuer. Anbieter: ${brand}.`,
      'Verbindungen ins Ausland und Sonderrufnummern werden nach der allgemeinen Preisliste berechnet.',
    ],
  }),
  terms: (_record, brand) => ({
    title: `Allgemeine Geschäftsbedingungen – ${brand}`,
    paragraphs: [
      '1. Geltungsbereich: Diese Bedingungen gelten für alle Mobilfunkverträge mit Verbrauchern.',
      '2. Vertragsschluss: Der Vertrag kommt mit der Auftragsbestätigung per E-Mail zustande.',
      '3. Laufzeit und Kündigung: Nach der Mindestvertragslaufzeit ist der Vertrag monatlich kündbar.',
      '4. Zahlung: Monatliche Entgelte werden per SEPA-Lastschrift eingezogen.',
      '5. Datenschutz: Es gelten die beigefügten Datenschutzhinweise.',
    ],
  }),
  withdrawal: (_record, brand) => ({
    title: 'Widerrufsbelehrung',
    paragraphs: [
      'Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen ' +
        'Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${brand}) mittels einer eindeutigen ` +
        'Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, ' +
        'diesen Vertrag zu widerrufen, informieren.',
      'Folgen des Widerrufs: Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, ' +
        'die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ' +
        'zurückzuzahlen.',
    ],
  }),
  privacy: (_record, brand) => ({
    title: `Datenschutzhinweise – ${brand}`,
    paragraphs: [
      'Wir verarbeiten Ihre Daten zur Vertragsdurchführung (Art. 6 Abs. 1 lit. b DSGVO) und zur ' +
        'Identitätsprüfung nach § 172 TKG.',
      'Werbung erhalten Sie nur über die Kanäle, in die Sie eingewilligt haben. Sie können jede ' +
        'Einwilligung jederzeit widerrufen.',
    ],
  }),
};

/** Text of one legal document of an offer, as it is printed on `now`. */
export function documentContent(
  type: OfferDocument['type'],
  record: OfferRecord,
  now: Date,
): PdfContent {
  const brand = brandBySlug(record.brand).name;
  return { ...contentByType[type](record, brand), footer: `${brand} · Stand ${dateDe(now)}` };
}

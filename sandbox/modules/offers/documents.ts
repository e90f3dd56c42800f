import { namedIn } from './catalog/packs.ts';
import type { OfferDocument, OfferItem, Tariff } from '../../../src/api/contract/offer.ts';
import { formatPrice, type PriceEntry } from '../../../src/api/contract/price.ts';
import type { TextKey } from '../../../src/i18n/keys.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import { localeIso, type Locale } from '../../../src/routes.ts';
import type { PdfContent } from '../../pdf.ts';
import { documentTexts } from '../support/texts.ts';
import { brandBySlug } from './brands.ts';
import type { OfferRecord } from './store.ts';

/**
 * The legal documents of an offer, written from its data in the page's language: the
 * contract summary of § 54 TKG, the price list, and the brand's terms, withdrawal and
 * privacy texts. Their words are in `locales/<lng>/documents.json`; a document's name is
 * the one its download button shows.
 */

type DocumentType = OfferDocument['type'];

const documentNames: Record<DocumentType, TextKey> = {
  contractSummary: 'offerDetails:documents.type.contractSummary',
  terms: 'offerDetails:documents.type.terms',
  withdrawal: 'offerDetails:documents.type.withdrawal',
  priceList: 'offerDetails:documents.type.priceList',
  privacy: 'offerDetails:documents.type.privacy',
};

const fileNames: Record<DocumentType, TextKey> = {
  contractSummary: 'documents:offer.fileName.contractSummary',
  terms: 'documents:offer.fileName.terms',
  withdrawal: 'documents:offer.fileName.withdrawal',
  priceList: 'documents:offer.fileName.priceList',
  privacy: 'documents:offer.fileName.privacy',
};

const noticeUnits: Record<Tariff['noticePeriod']['unit'], TextKey> = {
  days: 'documents:offer.value.days',
  weeks: 'documents:offer.value.weeks',
  months: 'documents:offer.value.months',
};

function priceText(t: Translate, e: PriceEntry): string {
  const price = formatPrice(e.amount);
  const charged =
    e.type === 'once'
      ? t('documents:offer.value.once', { price })
      : e.cycle === 'fourWeeks'
        ? t('documents:offer.value.fourWeekly', { price })
        : t('documents:offer.value.monthly', { price });
  return e.months
    ? t('documents:offer.value.forMonths', { price: charged, count: e.months })
    : charged;
}

const volume = (t: Translate, tariff: Tariff) =>
  tariff.dataVolume === 'unlimited'
    ? t('documents:offer.value.unlimited')
    : t('documents:offer.value.volume', { gb: tariff.dataVolume });

function positionRows(t: Translate, item: OfferItem, n: number): [string, string][] {
  const rows: [string, string][] = [];
  const position = (what: string) => t('documents:offer.row.position', { n, what });
  if (item.phoneNumber)
    rows.push([position(t('documents:offer.row.phoneNumber')), item.phoneNumber]);
  if (item.hardware) {
    const h = item.hardware;
    rows.push([
      position(t('documents:offer.row.device')),
      `${h.manufacturer} ${h.name}, ${h.capacity}, ${h.colour}`,
    ]);
  }
  if (item.tariff) {
    const tariff = item.tariff;
    const notice = tariff.noticePeriod;
    rows.push(
      [position(t('documents:offer.row.tariff')), tariff.name],
      [t('documents:offer.row.dataVolume'), volume(t, tariff)],
      [
        t('documents:offer.row.minimumTerm'),
        tariff.minimumTermMonths
          ? t('documents:offer.value.months', { count: tariff.minimumTermMonths })
          : t('documents:offer.value.noTerm'),
      ],
      [t('documents:offer.row.noticePeriod'), t(noticeUnits[notice.unit], { count: notice.value })],
      [t('documents:offer.row.features'), tariff.features.join(', ')],
    );
  }
  for (const p of item.packs) rows.push([position(t('documents:offer.row.option')), p.name]);
  return rows;
}

function priceRows(t: Translate, item: OfferItem): [string, string][] {
  const named = [
    ...(item.hardware ? [{ name: item.hardware.name, prices: item.hardware.prices }] : []),
    ...(item.tariff ? [{ name: item.tariff.name, prices: item.tariff.prices }] : []),
    ...item.packs,
  ];
  return named.flatMap(({ name, prices }) =>
    prices.map((e): [string, string] => [e.label ? `${name} (${e.label})` : name, priceText(t, e)]),
  );
}

type Content = Omit<PdfContent, 'footer' | 'title'>;

const contentByType: Record<
  DocumentType,
  (t: Translate, record: OfferRecord, brand: string) => Content
> = {
  contractSummary: (t, { offer }, brand) => ({
    rows: [
      [t('documents:offer.row.provider'), brand],
      [t('documents:offer.row.offerNumber'), offer.id],
      ...offer.offers.flatMap((item, i) => positionRows(t, item, i + 1)),
      ...offer.offers.flatMap((item) => priceRows(t, item)),
    ],
    paragraphs: [
      t('documents:offer.contractSummary.purpose'),
      t('documents:offer.contractSummary.more'),
    ],
  }),
  priceList: (t, { offer }, brand) => ({
    rows: offer.offers.flatMap((item) => priceRows(t, item)),
    paragraphs: [
      t('documents:offer.priceList.vat', { brand }),
      t('documents:offer.priceList.other'),
    ],
  }),
  terms: (t) => ({
    paragraphs: [
      t('documents:offer.terms.scope'),
      t('documents:offer.terms.conclusion'),
      t('documents:offer.terms.term'),
      t('documents:offer.terms.payment'),
      t('documents:offer.terms.privacy'),
    ],
  }),
  withdrawal: (t, _record, brand) => ({
    paragraphs: [
      t('documents:offer.withdrawal.right'),
      t('documents:offer.withdrawal.how', { brand }),
      t('documents:offer.withdrawal.consequences'),
    ],
  }),
  privacy: (t) => ({
    paragraphs: [t('documents:offer.privacy.purpose'), t('documents:offer.privacy.advertising')],
  }),
};

/** A document about the offer names it; the brand's general texts name the brand. */
const aboutOffer: ReadonlySet<DocumentType> = new Set(['contractSummary', 'priceList']);

/** One legal document of an offer in `locale`, as it is printed on `now`, and its file name. */
export function offerDocument(
  type: DocumentType,
  record: OfferRecord,
  now: Date,
  locale: Locale,
): { content: PdfContent; fileName: string } {
  const t = documentTexts(record.brand, locale);
  const brand = brandBySlug(record.brand).name;
  const name = t(documentNames[type]);
  const date = new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(now);
  return {
    content: {
      title: t('documents:offer.title', {
        document: name,
        about: aboutOffer.has(type) ? record.offer.name : brand,
      }),
      // The products as the page names them, in its language.
      ...contentByType[type](
        t,
        { ...record, offer: { ...record.offer, offers: namedIn(record.offer.offers, locale) } },
        brand,
      ),
      footer: t('documents:offer.footer', { brand, date }),
    },
    fileName: t(fileNames[type]),
  };
}

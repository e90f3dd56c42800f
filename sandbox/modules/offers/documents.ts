import { namedIn } from './catalog/packs.ts';
import type { OfferDocument } from '../../../src/api/contract/offer.ts';
import { offerTitle } from '../../../src/documents/offerTitle.ts';
import type { TextKey } from '../../../src/i18n/keys.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import { localeIso, type Locale } from '../../../src/routes.ts';
import type { PdfContent } from '../../pdf.ts';
import { documentTexts } from '../support/texts.ts';
import { formatIsoDate } from '../../../src/ui/formatDate.ts';
import { contractSummarySections } from './legal/contractSummary.ts';
import { priceRows } from './legal/productRows.ts';
import { providerFacts, type ProviderFacts } from './legal/provider.ts';
import { withdrawalSections } from './legal/withdrawalInstruction.ts';
import type { OfferRecord } from './store.ts';

/**
 * The legal documents of an offer, written from its data in the page's language: the
 * contract summary of § 54 TKG (EU template), the price list, and the brand's terms, the
 * withdrawal instruction with its model form (Art. 246a EGBGB) and the privacy texts, the
 * provider named from the brand's folder. Their words are in `locales/<lng>/documents.json`; a document's name is
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

type Content = Omit<PdfContent, 'footer' | 'title'>;

interface DocumentFacts {
  record: OfferRecord;
  provider: ProviderFacts;
  locale: Locale;
  formatDate: (iso: string) => string;
}

const contentByType: Record<DocumentType, (t: Translate, facts: DocumentFacts) => Content> = {
  contractSummary: (t, { record, provider, locale, formatDate }) => ({
    paragraphs: [
      t('documents:offer.contractSummary.purpose'),
      t('documents:offer.contractSummary.more'),
    ],
    sections: contractSummarySections(t, provider, record.offer, { locale, formatDate }),
  }),
  priceList: (t, { record, provider }) => ({
    rows: record.offer.offers.flatMap((item) => priceRows(t, item)),
    paragraphs: [
      t('documents:offer.priceList.vat', { brand: provider.brand }),
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
  withdrawal: (t, { record, provider, locale }) => ({
    sections: withdrawalSections(t, provider, {
      withDevice: record.offer.offers.some((item) => item.hardware !== undefined),
      locale,
    }),
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
  const provider = providerFacts(record.brand);
  const name = t(documentNames[type]);
  const date = new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(now);
  // The products as the page names them, in its language.
  const offer = { ...record.offer, offers: namedIn(record.offer.offers, locale) };
  return {
    content: {
      // The offer as the page titles it in this language, never the API's German name.
      title: t('documents:offer.title', {
        document: name,
        about: aboutOffer.has(type) ? offerTitle(t, offer) : provider.brand,
      }),
      ...contentByType[type](t, {
        record: { ...record, offer },
        provider,
        locale,
        formatDate: (iso) => formatIsoDate(iso, locale),
      }),
      footer: t('documents:offer.footer', { brand: provider.brand, date }),
    },
    fileName: t(fileNames[type]),
  };
}

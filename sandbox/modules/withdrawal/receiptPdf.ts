import type { Locale } from '../../../src/routes.ts';
import { acknowledgementPdf } from '../support/receiptPdf.ts';
import { documentTexts } from '../support/texts.ts';
import type { StoredWithdrawal } from './store.ts';

/** The subject of the acknowledgement e-mail (sent in German: the statement has no language). */
export const RECEIPT_SUBJECT = 'Eingangsbestätigung Ihres Widerrufs';

/** The file a withdrawal's acknowledgement is saved under, in the document's language. */
export const receiptFileName = (brand: string, locale: Locale, id: string) =>
  documentTexts(brand, locale)('documents:withdrawal.fileName', { id });

/**
 * The acknowledgement Art. 11a (4) of Directive 2011/83/EU asks for, in the page's
 * language and in the words of its receipt page: the content of the statement as it
 * arrived and the date and time of its receipt — the same for every statement, since
 * whether it is valid is decided afterwards and told by e-mail.
 */
export function receiptPdf(
  brand: { slug: string; name: string },
  locale: Locale,
  { receipt }: StoredWithdrawal,
) {
  const t = documentTexts(brand.slug, locale);
  return acknowledgementPdf({
    locale,
    title: t('documents:withdrawal.title'),
    labels: {
      receivedAt: t('withdrawal:receipt.receivedAt'),
      reference: t('withdrawal:receipt.reference'),
    },
    received: (at) => t('documents:withdrawal.received', { at }),
    id: receipt.id,
    receivedAt: receipt.receivedAt,
    rows: [
      [t('withdrawal:receipt.statement'), t('withdrawal:receipt.statementText')],
      [t('withdrawal:name.label'), receipt.name, 'quoted'],
      [t('withdrawal:receipt.order'), receipt.order, 'quoted'],
      [t('withdrawal:email.label'), receipt.email, 'quoted'],
    ],
    next: [
      t('withdrawal:receipt.next.check', { email: receipt.email }),
      t('withdrawal:receipt.next.text'),
    ],
    footer: t('documents:withdrawal.footer', { brand: brand.name }),
  });
}

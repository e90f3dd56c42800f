import type { TextKey } from '../../../../src/i18n/keys.ts';
import type { Translate } from '../../../../src/i18n/translate.ts';
import type { Locale } from '../../../../src/routes.ts';
import type { PdfSection } from '../../../pdf.ts';
import { sitePage, type ProviderFacts } from './provider.ts';

/** The model withdrawal form's lines (Anlage 2), in its order. */
const formLines: readonly TextKey[] = [
  'documents:offer.withdrawal.form.intro',
  'documents:offer.withdrawal.form.to',
  'documents:offer.withdrawal.form.statement',
  'documents:offer.withdrawal.form.dates',
  'documents:offer.withdrawal.form.name',
  'documents:offer.withdrawal.form.address',
  'documents:offer.withdrawal.form.signature',
  'documents:offer.withdrawal.form.date',
  'documents:offer.withdrawal.form.strike',
];

/**
 * The withdrawal instruction after the statutory model (Art. 246a § 1 (2) EGBGB, Anlage 1)
 * with the model withdrawal form (Anlage 2), the provider's address, phone and e-mail, and
 * the online withdrawal function (§ 356a BGB). With a device the period runs from its
 * receipt and the goods' paragraphs apply (§ 356 (2) Nr. 1 BGB); the service's early
 * start is paid for pro rata either way.
 */
export function withdrawalSections(
  t: Translate,
  provider: ProviderFacts,
  { withDevice, locale }: { withDevice: boolean; locale: Locale },
): PdfSection[] {
  const contact = {
    provider: provider.name,
    address: provider.address,
    phone: provider.phone,
    email: provider.email,
  };
  return [
    {
      heading: t('documents:offer.withdrawal.heading.right'),
      paragraphs: [
        t('documents:offer.withdrawal.right'),
        t(
          withDevice
            ? 'documents:offer.withdrawal.period.goods'
            : 'documents:offer.withdrawal.period.services',
        ),
        t('documents:offer.withdrawal.how', contact),
        t('documents:offer.withdrawal.online', {
          url: sitePage(provider, 'withdrawal', locale),
          button: t('layout.withdrawContract'),
        }),
        t('documents:offer.withdrawal.deadline'),
      ],
    },
    {
      heading: t('documents:offer.withdrawal.heading.effects'),
      paragraphs: [
        t('documents:offer.withdrawal.refund'),
        ...(withDevice
          ? [
              t('documents:offer.withdrawal.goods.withhold'),
              t('documents:offer.withdrawal.goods.return', contact),
              t('documents:offer.withdrawal.goods.costs'),
              t('documents:offer.withdrawal.goods.value'),
            ]
          : []),
        t('documents:offer.withdrawal.services'),
      ],
    },
    {
      heading: t('documents:offer.withdrawal.heading.form'),
      paragraphs: formLines.map((line) => t(line, contact)),
    },
  ];
}

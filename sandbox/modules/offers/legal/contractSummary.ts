import { formatPrice } from '../../../../src/api/contract/price.ts';
import type { Offer } from '../../../../src/api/contract/offer.ts';
import {
  monthlyPhases,
  periodTotal,
  priceLines,
  recurringCycle,
} from '../../../../src/documents/prices.ts';
import type { TextKey } from '../../../../src/i18n/keys.ts';
import type { Translate } from '../../../../src/i18n/translate.ts';
import type { Locale } from '../../../../src/routes.ts';
import type { PdfSection } from '../../../pdf.ts';
import { positionRows, priceRows, termRows, type Row } from './productRows.ts';
import { sitePage, type ProviderFacts } from './provider.ts';

const headings = {
  provider: 'documents:offer.contractSummary.heading.provider',
  services: 'documents:offer.contractSummary.heading.services',
  speed: 'documents:offer.contractSummary.heading.speed',
  price: 'documents:offer.contractSummary.heading.price',
  term: 'documents:offer.contractSummary.heading.term',
  accessibility: 'documents:offer.contractSummary.heading.accessibility',
  other: 'documents:offer.contractSummary.heading.other',
} as const satisfies Record<string, TextKey>;

/** The monthly (or four-weekly) totals as they change over the months, and the one-time total. */
function totalRows(t: Translate, offer: Pick<Offer, 'offers'>): Row[] {
  const entries = priceLines(offer.offers).map((line) => line.entry);
  const phases = monthlyPhases(entries);
  const total = t(
    recurringCycle(entries) === 'fourWeeks'
      ? 'documents:offer.row.fourWeeklyTotal'
      : 'documents:offer.row.monthlyTotal',
  );
  const rows = phases.map((phase): Row => {
    const label =
      phases.length === 1
        ? total
        : phase.to === undefined
          ? t('documents:offer.value.phaseFrom', { total, from: phase.from })
          : t('documents:offer.value.phase', { total, from: phase.from, to: phase.to });
    return [label, formatPrice(phase.amount)];
  });
  const once = periodTotal(entries, 'once');
  return once > 0 ? [...rows, [t('documents:offer.row.onceTotal'), formatPrice(once)]] : rows;
}

/**
 * The contract summary (TKG § 54 (3)) with the headings of the EU template in their order
 * (Implementing Regulation (EU) 2019/2243): the provider with its contact and complaints
 * contact; the services and devices; the internet speeds and the remedies; the prices
 * with the monthly totals; the term, what follows it and how to terminate; the features
 * for users with disabilities; other relevant information.
 */
export function contractSummarySections(
  t: Translate,
  provider: ProviderFacts,
  offer: Pick<Offer, 'id' | 'offers'>,
  { locale, formatDate }: { locale: Locale; formatDate: (iso: string) => string },
): PdfSection[] {
  const heading = (part: keyof typeof headings) => t(headings[part]);
  const withTerm = offer.offers.some((item) => (item.tariff?.minimumTermMonths ?? 0) > 0);
  const withData = offer.offers.some((item) => item.tariff !== undefined);
  return [
    {
      heading: heading('provider'),
      rows: [
        [t('documents:offer.row.provider'), `${provider.name} (${provider.brand})`],
        [t('documents:offer.row.address'), provider.address],
        [t('documents:offer.row.phone'), provider.phone],
        [t('documents:offer.row.email'), provider.email],
        [
          t('documents:offer.row.complaints'),
          t('documents:offer.value.complaints', { email: provider.complaintsEmail }),
        ],
        [t('documents:offer.row.offerNumber'), offer.id],
      ],
    },
    {
      heading: heading('services'),
      rows: offer.offers.flatMap((item, i) => positionRows(t, item, i + 1)),
    },
    ...(withData
      ? [{ heading: heading('speed'), paragraphs: [t('documents:offer.contractSummary.speed')] }]
      : []),
    {
      heading: heading('price'),
      rows: [...offer.offers.flatMap((item) => priceRows(t, item)), ...totalRows(t, offer)],
      paragraphs: [t('documents:offer.contractSummary.vat')],
    },
    {
      heading: heading('term'),
      rows: offer.offers.flatMap((item) => termRows(t, item, formatDate)),
      paragraphs: [
        t(
          withTerm
            ? 'documents:offer.contractSummary.renewal.term'
            : 'documents:offer.contractSummary.renewal.noTerm',
        ),
        t('documents:offer.contractSummary.terminate', {
          url: sitePage(provider, 'termination', locale),
          button: t('layout.terminateContracts'),
          email: provider.email,
        }),
      ],
    },
    {
      heading: heading('accessibility'),
      paragraphs: [
        t('documents:offer.contractSummary.accessibility', {
          url: sitePage(provider, 'accessibility', locale),
          phone: provider.phone,
        }),
      ],
    },
    {
      heading: heading('other'),
      paragraphs: [
        t('documents:offer.contractSummary.dispute'),
        t('documents:offer.contractSummary.porting'),
      ],
    },
  ];
}

import type { OfferItem, Tariff } from '../../../../src/api/contract/offer.ts';
import { formatPrice, type PriceEntry } from '../../../../src/api/contract/price.ts';
import type { TextKey } from '../../../../src/i18n/keys.ts';
import type { Translate } from '../../../../src/i18n/translate.ts';

/** Label and value, as a document prints them. */
export type Row = [string, string];

const noticeUnits: Record<Tariff['noticePeriod']['unit'], TextKey> = {
  days: 'documents:offer.value.days',
  weeks: 'documents:offer.value.weeks',
  months: 'documents:offer.value.months',
};

export function priceText(t: Translate, e: PriceEntry): string {
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

/** What a position is: its number, device, tariff with its volume and features, options. */
export function positionRows(t: Translate, item: OfferItem, n: number): Row[] {
  const rows: Row[] = [];
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
  if (item.tariff)
    rows.push(
      [position(t('documents:offer.row.tariff')), item.tariff.name],
      [t('documents:offer.row.dataVolume'), volume(t, item.tariff)],
      [t('documents:offer.row.features'), item.tariff.features.join(', ')],
    );
  for (const p of item.packs) rows.push([position(t('documents:offer.row.option')), p.name]);
  return rows;
}

/** A position's minimum term and notice period, and where it changes a contract the new end. */
export function termRows(
  t: Translate,
  item: OfferItem,
  formatDate: (iso: string) => string,
): Row[] {
  const tariff = item.tariff;
  if (!tariff) return [];
  const notice = tariff.noticePeriod;
  return [
    [
      t('documents:offer.row.minimumTerm'),
      tariff.minimumTermMonths
        ? t('documents:offer.value.months', { count: tariff.minimumTermMonths })
        : t('documents:offer.value.noTerm'),
    ],
    [t('documents:offer.row.noticePeriod'), t(noticeUnits[notice.unit], { count: notice.value })],
    ...(item.currentContract
      ? ([
          [
            t('documents:offer.row.newMinimumTermEnd'),
            formatDate(item.currentContract.newMinimumTermEnd),
          ],
        ] as Row[])
      : []),
  ];
}

/** Every price of the positions, named by its product (and its label, a discount's reason). */
export function priceRows(t: Translate, item: OfferItem): Row[] {
  const named = [
    ...(item.hardware ? [{ name: item.hardware.name, prices: item.hardware.prices }] : []),
    ...(item.tariff ? [{ name: item.tariff.name, prices: item.tariff.prices }] : []),
    ...item.packs,
  ];
  return named.flatMap(({ name, prices }) =>
    prices.map((e): Row => [e.label ? `${name} (${e.label})` : name, priceText(t, e)]),
  );
}

import type { Tariff } from '../../../api/contract/offer.ts';
import type { TextKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../i18n/translate.ts';

const durationKeys: Record<Tariff['noticePeriod']['unit'], TextKey> = {
  days: 'offerDetails:duration.days',
  weeks: 'offerDetails:duration.weeks',
  months: 'offerDetails:duration.months',
};

/** A tariff's notice period in words: "1 Monat", "4 Wochen". */
export const noticePeriodText = (t: Translate, { value, unit }: Tariff['noticePeriod']): string =>
  t(durationKeys[unit], { count: value });

import type { OfferItem, Pack } from '../../../../src/api/contract/offer.ts';
import type { PriceEntry } from '../../../../src/api/contract/price.ts';
import translations from './productTexts.json' with { type: 'json' };

/**
 * The catalog's product texts in English and Turkish, as a backend with translated product
 * data answers them: the packs' names, the tariffs' features and the prices' labels, keyed
 * by the German text (which is the text itself in German). A text not here stays German.
 */
const productTexts: Readonly<Record<string, Record<'en' | 'tr', string>>> = translations;

/** A product text in `language` where the catalog has it; the German text otherwise. */
export const productText = (german: string, language: string | undefined): string =>
  (language === 'en' || language === 'tr' ? productTexts[german]?.[language] : undefined) ?? german;

const pricesIn = (prices: readonly PriceEntry[], language: string | undefined): PriceEntry[] =>
  prices.map((entry) =>
    entry.label ? { ...entry, label: productText(entry.label, language) } : entry,
  );

/** A position's tariff features and price labels in `language`; packs are named by `name`. */
export const itemTextsIn = (
  item: OfferItem,
  language: string | undefined,
  packName: (pack: Pack) => string,
): OfferItem => ({
  ...item,
  ...(item.hardware
    ? { hardware: { ...item.hardware, prices: pricesIn(item.hardware.prices, language) } }
    : {}),
  ...(item.tariff
    ? {
        tariff: {
          ...item.tariff,
          features: item.tariff.features.map((feature) => productText(feature, language)),
          prices: pricesIn(item.tariff.prices, language),
        },
      }
    : {}),
  packs: item.packs.map((pack) => ({
    ...pack,
    name: packName(pack),
    prices: pricesIn(pack.prices, language),
  })),
});

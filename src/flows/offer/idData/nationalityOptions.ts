import type { Nationality } from '../../../api/contract/lists.ts';
import type { Locale } from '../../../routes.ts';

export interface NationalityOption {
  value: string;
  label: string;
  /** Where the brand's likely nationalities (`brand.json`) list it; none for the others. */
  likely?: number;
}

/**
 * The select's options, named in the page language: the brand's likely nationalities
 * first, in the brand's order, then every other one by its name as its readers sort it.
 */
export function nationalityOptions(
  list: readonly Nationality[],
  locale: Locale,
  likely: readonly string[],
): NationalityOption[] {
  const collator = new Intl.Collator(locale);
  const rank = (option: NationalityOption) => option.likely ?? likely.length;
  return list
    .map(({ code, name }): NationalityOption => {
      const at = likely.indexOf(code);
      return at === -1
        ? { value: code, label: name[locale] }
        : { value: code, label: name[locale], likely: at };
    })
    .sort((a, b) => rank(a) - rank(b) || collator.compare(a.label, b.label));
}

/**
 * A name as a search compares it: without accents and case, so "tur" finds "Türkiye",
 * "osterr" "Österreich" and "cote" "Côte d'Ivoire" — people type without the marks their
 * keyboard lacks. The dotless and dotted i of Turkish and the German ß fold as readers expect.
 */
export const searchForm = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();

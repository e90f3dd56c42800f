import type { Nationality } from '../../../api/contract/lists.ts';
import type { Locale } from '../../../routes.ts';

export interface NationalityOption {
  value: string;
  label: string;
}

/** Most customers are German: Germany comes first, then every other one by its name. */
const FIRST = 'DE';

/** The select's options, named in the page language and sorted as its readers expect. */
export function nationalityOptions(
  list: readonly Nationality[],
  locale: Locale,
): NationalityOption[] {
  const collator = new Intl.Collator(locale);
  return list
    .map(({ code, name }) => ({ value: code, label: name[locale] }))
    .sort((a, b) =>
      a.value === FIRST ? -1 : b.value === FIRST ? 1 : collator.compare(a.label, b.label),
    );
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

/** The options whose name contains what was typed, in their order; all of them for nothing typed. */
export function matchingOptions<Option extends NationalityOption>(
  options: readonly Option[],
  search = '',
): Option[] {
  const wanted = searchForm(search);
  return options.filter((option) => searchForm(option.label).includes(wanted));
}

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

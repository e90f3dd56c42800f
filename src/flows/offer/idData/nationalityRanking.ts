import { searchForm, type NationalityOption } from './nationalityOptions.ts';

/**
 * Fewer letters than this say too little to outrank the brand's likely nationalities: "T"
 * or "Al" lead to Türkiye or Almanya first wherever they match.
 */
const SHORT_QUERY = 3;

/** Case only, accents kept: "Türk" is in "Türkiye" as typed, in "Turks" only once folded. */
const asTyped = (text: string) => text.normalize('NFC').replace(/İ/g, 'i').toLowerCase().trim();

/** 0: the name begins with `part`, 1: a later word does, 2: only within a word (search form). */
function placeOf(name: string, part: string): number {
  if (name.startsWith(part)) return 0;
  const words = [...name.matchAll(/[\p{L}\p{N}]+/gu)];
  return words.some((word) => name.startsWith(part, word.index)) ? 1 : 2;
}

/**
 * The options whose name contains what was typed, best first: names that begin with it,
 * then names with a later word that does, before names that only contain it ("Tür" →
 * Türkiye before Avusturya), then the brand's likely nationalities; then, where accents
 * were typed, a match with them before one that needs folding ("Türk" → Türkiye before
 * Turks ve Caicos); then by name as typed, without accents ("turk" → Türkiye, Türkmenistan,
 * Turks ve Caicos). For a short query the likely ones that match at all come first; for
 * none, every option in its order (likely first).
 */
export function matchingOptions<Option extends NationalityOption>(
  options: readonly Option[],
  search = '',
): Option[] {
  const wanted = searchForm(search);
  if (wanted === '') return [...options];
  const typed = asTyped(search);
  const marked = typed !== wanted;
  const short = wanted.length < SHORT_QUERY;
  const unlikely = options.length;
  const ranked = options.flatMap((option) => {
    const name = searchForm(option.label);
    if (!name.includes(wanted)) return [];
    const likely = option.likely ?? unlikely;
    const key = [
      short && likely < unlikely ? 0 : 1,
      placeOf(name, wanted),
      likely,
      marked && !asTyped(option.label).includes(typed) ? 1 : 0,
    ];
    return [{ option, key, name }];
  });
  const byKey = (a: number[], b: number[]) =>
    a.reduce((found, value, i) => found || value - (b[i] ?? 0), 0);
  // Equal keys keep the options' order (by name in the page language): a stable sort.
  return ranked
    .sort((a, b) => byKey(a.key, b.key) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ option }) => option);
}

/**
 * The nationality a customer typed out without choosing it from the list (Enter or Tab on
 * "Polen"): the option named so, or the only one that matches; none where the text is
 * ambiguous or matches nothing.
 */
export function typedChoice<Option extends NationalityOption>(
  options: readonly Option[],
  search: string,
): Option | undefined {
  const wanted = searchForm(search);
  if (wanted === '') return undefined;
  const matches = matchingOptions(options, search);
  return (
    matches.find((option) => searchForm(option.label) === wanted) ??
    (matches.length === 1 ? matches[0] : undefined)
  );
}

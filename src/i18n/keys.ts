import type { TextKey } from './textKeys.generated.ts';

/**
 * Every key a text can be asked for: the keys of `locales/de` (use-case variants and plural
 * forms folded), `ns:path`, or `path` in the common namespace. The type is written from the
 * files by `node scripts/textKeys.ts` (the dev server runs it as they change) and committed,
 * so a key that names no text fails `tsc`, on a fresh clone too.
 */
export type { Namespace, TextKey } from './textKeys.generated.ts';

/** `G` for every `G.<Part>` among the keys: `ui:loadFailed` for `'headline'`. */
type PrefixOf<Part extends string> = Part extends string
  ? TextKey extends infer Key
    ? Key extends `${infer Group}.${Part}`
      ? Group
      : never
    : never
  : never;

/**
 * Texts read as a group: a component names the parts (`` t(`${texts}.headline`) ``), its
 * caller the group. Only groups that have every part are allowed.
 */
export type TextGroup<Part extends string> = {
  [Group in PrefixOf<Part>]: `${Group}.${Part}` extends TextKey ? Group : never;
}[PrefixOf<Part>];

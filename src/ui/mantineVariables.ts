import type { Plugin } from 'vite';

/**
 * Mantine's default-css-variables stylesheet defines fourteen colour palettes for a light
 * and a dark scheme: about 4 KB gzip on every page with an island. The site is always
 * light and paints with its brand tokens (theme.css); Mantine's stylesheets and the
 * islands reference only these palettes (and no `color` prop names another).
 */
export const KEPT_PALETTES = ['gray', 'dark', 'red'] as const;

const PALETTES = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];

const DARK_BLOCK =
  /:root\[data-mantine-color-scheme='dark'\],\s*:host\(\[data-mantine-color-scheme='dark'\]\)\s*\{[^}]*\}/;

/** The stylesheet without its dark scheme and without the palettes nobody uses. */
export function lightPaletteVariables(css: string): string {
  if (!DARK_BLOCK.test(css))
    throw new Error(
      'default-css-variables.css has no dark-scheme block in the expected form: check src/ui/mantineVariables.ts against this Mantine version',
    );
  const unused = PALETTES.filter((p) => !(KEPT_PALETTES as readonly string[]).includes(p));
  return css
    .replace(DARK_BLOCK, '')
    .replace(new RegExp(`\\s*--mantine-color-(?:${unused.join('|')})-[\\w-]+:[^;]*;`, 'g'), '');
}

/** Applies `lightPaletteVariables` to Mantine's stylesheet as Vite loads it. */
export function mantineVariablesPlugin(): Plugin {
  return {
    name: 'telco:mantine-variables',
    enforce: 'pre',
    transform(code, id) {
      if (
        !/@mantine\/core\/styles\/default-css-variables(\.layer)?\.css$/.test(
          id.split('?')[0] ?? '',
        )
      )
        return undefined;
      return { code: lightPaletteVariables(code), map: null };
    },
  };
}

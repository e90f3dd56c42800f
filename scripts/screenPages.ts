/**
 * The pages of the route table's screens, injected by an integration (as Starlight injects
 * its routes): one page per screen, so each screen's scripts and styles reach only its own
 * pages. The page files are written into Astro's code generation folder (`.astro/`, not
 * committed) when the config is set up; the 404 pages come from `src/pages/[...path].astro`.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ScreenDef, ScreenId } from '../src/routes.ts';
import { screens } from '../src/routing/screens.ts';

const SRC = resolve(import.meta.dirname, '../src');
const ROUTES = join(SRC, 'routes.ts');

export interface ScreenPage {
  screen: ScreenId;
  /** Route pattern: one rest parameter named after the screen takes all its shells. */
  pattern: string;
  /** File name in the code generation folder. */
  file: string;
  source: string;
}

/** The page of one screen, its imports relative to `dir`, the folder it is written to. */
export function screenPageSource(screen: ScreenId, def: ScreenDef, dir: string): string {
  const from = (path: string) => {
    const rel = relative(dir, join(SRC, path)).split('\\').join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const island = def.module?.endsWith('.tsx');
  const imports = [
    "import type { GetStaticPaths } from 'astro';",
    `import ScreenShell from '${from('layouts/ScreenShell.astro')}';`,
    island
      ? `import { islandStaticPaths, type IslandPageProps } from '${from('flows/islandPages.ts')}';`
      : `import { screenStaticPaths, type ScreenPageProps } from '${from('flows/islandPages.ts')}';`,
    ...(def.module
      ? [`import ${island ? 'Island' : 'Content'} from '${from(`flows/${def.module}`)}';`]
      : []),
  ];
  const paths = island ? 'islandStaticPaths' : 'screenStaticPaths';
  const body = island
    ? '<Island client:load {...island} />'
    : def.module
      ? '<Content locale={shell.locale} />'
      : '';
  return `---
// Written from src/routes.ts by scripts/screenPages.ts: edit the route table, not this file.
${imports.join('\n')}

export const getStaticPaths = (() => ${paths}('${screen}', '${screen}')) satisfies GetStaticPaths;

type Props = ${island ? 'IslandPageProps' : 'ScreenPageProps'};
const { ${island ? 'shell, island' : 'shell'} } = Astro.props;
---

${body ? `<ScreenShell shell={shell}>\n  ${body}\n</ScreenShell>` : '<ScreenShell shell={shell} />'}
`;
}

/** Every screen's page, for the folder `dir`. */
export function screenPages(dir: string): ScreenPage[] {
  return (Object.entries(screens) as [ScreenId, ScreenDef][]).map(([screen, def]) => ({
    screen,
    pattern: `/[...${screen}]`,
    file: `${screen}.astro`,
    source: screenPageSource(screen, def, dir),
  }));
}

/**
 * Writes a page only when it changed, through a rename: the brands build in parallel from
 * the same folder, and a build must never read a half-written page.
 */
function writePage(path: string, source: string): void {
  if (existsSync(path) && readFileSync(path, 'utf8') === source) return;
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, source);
  renameSync(temporary, path);
}

export function screenPagesIntegration(): AstroIntegration {
  return {
    name: 'screen-pages',
    hooks: {
      'astro:config:setup': ({ createCodegenDir, injectRoute, addWatchFile }) => {
        const dir = fileURLToPath(createCodegenDir());
        const pages = screenPages(dir);
        const names = new Set(pages.map((page) => page.file));
        for (const file of readdirSync(dir))
          if (file.endsWith('.astro') && !names.has(file)) rmSync(join(dir, file));
        for (const page of pages) {
          const entrypoint = join(dir, page.file);
          writePage(entrypoint, page.source);
          injectRoute({ pattern: page.pattern, entrypoint });
        }
        addWatchFile(ROUTES);
      },
    },
  };
}

/**
 * `npm run pages`: writes the page file of every screen with an island
 * (`src/pages/[...<screen>].astro`) from the route table's `islands`. One page file per
 * screen keeps each screen's scripts and styles on its own pages; pages.test.ts fails
 * when a file is missing, stale or left over.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { islands } from '../src/routes.ts';

export const PAGES_DIR = resolve(import.meta.dirname, '../src/pages');
const MARK =
  '// Written by `npm run pages` from src/routes.ts: edit the route table, not this file.';

/** A page file as written: formatted by the project's prettier config, as lint checks it. */
export async function pageFile(screen: string, module: string): Promise<string> {
  const file = join(PAGES_DIR, `[...${screen}].astro`);
  const options = await resolveConfig(file);
  return format(pageSource(screen, module), { ...options, filepath: file });
}

function pageSource(screen: string, module: string): string {
  return `---
${MARK}
import type { GetStaticPaths } from 'astro';
import ScreenShell from '../layouts/ScreenShell.astro';
import { islandStaticPaths, type IslandPageProps } from '../flows/islandPages.ts';
import Island from '../flows/${module}';

export const getStaticPaths = (() => islandStaticPaths('${screen}', '${screen}')) satisfies GetStaticPaths;

type Props = IslandPageProps;
const { shell, island } = Astro.props;
---

<ScreenShell shell={shell}>
  <Island client:load {...island} />
</ScreenShell>
`;
}

/** The page files there should be, by file name. */
export async function expectedPages(): Promise<Map<string, string>> {
  return new Map(
    await Promise.all(
      Object.entries(islands).map(
        async ([screen, { module }]) =>
          [`[...${screen}].astro`, await pageFile(screen, module)] as const,
      ),
    ),
  );
}

/** Page files written by this script that are no longer in the route table. */
export function generatedPages(dir = PAGES_DIR): string[] {
  return readdirSync(dir).filter((f) => readFileSync(join(dir, f), 'utf8').includes(MARK));
}

if (import.meta.main) {
  const expected = await expectedPages();
  for (const file of generatedPages()) if (!expected.has(file)) rmSync(join(PAGES_DIR, file));
  for (const [file, text] of expected) writeFileSync(join(PAGES_DIR, file), text);
  console.log(`Wrote ${expected.size} page files to src/pages/.`);
}

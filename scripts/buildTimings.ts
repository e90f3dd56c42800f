import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';

/** One moment of a brand's Astro build, in milliseconds (`performance.now()`). */
export interface BuildMark {
  what: string;
  at: number;
}

/**
 * Marks the phases of a brand's Astro build (scripts/build.ts reads them; `npm run bench`
 * prints the split): starting Node, Astro and the config; Astro's set-up; each bundler
 * environment (the server code that renders the pages, the browser's files); rendering the
 * pages. Writes them to `BUILD_TIMINGS_FILE` (scripts/buildWorker.ts sets it), if set.
 */
export function buildTimings(): AstroIntegration {
  const marks: BuildMark[] = [];
  const mark = (what: string) => marks.push({ what, at: Math.round(performance.now()) });
  return {
    name: 'telco:build-timings',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        mark('config');
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'telco:build-timings',
                buildStart() {
                  mark(`${this.environment.name} start`);
                },
                writeBundle() {
                  mark(`${this.environment.name} end`);
                },
              },
            ],
          },
        });
      },
      'astro:build:start': () => {
        mark('build start');
      },
      'astro:build:generated': () => {
        mark('pages');
      },
      'astro:build:done': () => {
        mark('done');
        const file = process.env['BUILD_TIMINGS_FILE'];
        if (file) writeFileSync(file, JSON.stringify({ marks }));
      },
    },
  };
}

/** Names of the phases between the marks, for the bench's table. */
const PHASES: Record<string, string> = {
  config: 'start: Node, Astro, the config',
  prerender: 'server bundle (renders the pages)',
  client: "browser bundle (the browser's files)",
  pages: 'rendering the pages',
};

/**
 * A brand's Astro build as phases, in seconds: up to the config, Astro's set-up (until the
 * first bundle starts), each bundle, rendering the pages. Bundles count from the build's
 * start: Astro's type generation opens a browser environment of its own before it.
 */
export function phaseSplit(marks: readonly BuildMark[]): { phase: string; seconds: number }[] {
  const at = (what: string, from = 0) => marks.slice(from).find((m) => m.what === what)?.at;
  const buildStart = marks.findIndex((m) => m.what === 'build start');
  const config = at('config') ?? 0;
  const split: { phase: string; seconds: number }[] = [
    { phase: PHASES['config'] ?? 'config', seconds: config / 1000 },
  ];
  const bundles = marks
    .slice(buildStart)
    .filter((m) => m.what.endsWith(' start'))
    .map((m) => m.what.replace(/ start$/, ''))
    .filter((env) => env !== 'build');
  const firstBundle = bundles[0] ? at(`${bundles[0]} start`, buildStart) : undefined;
  split.push({ phase: "Astro's set-up", seconds: ((firstBundle ?? config) - config) / 1000 });
  let last = firstBundle ?? config;
  for (const env of bundles) {
    const start = at(`${env} start`, buildStart) ?? last;
    const end = at(`${env} end`, buildStart) ?? start;
    split.push({ phase: PHASES[env] ?? `${env} bundle`, seconds: (end - start) / 1000 });
    last = end;
  }
  split.push({
    phase: PHASES['pages'] ?? 'pages',
    seconds: ((at('pages', buildStart) ?? last) - last) / 1000,
  });
  return split;
}

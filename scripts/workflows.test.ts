import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

const dir = join(ROOT, '.github/workflows');
const workflows = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

describe('GitHub workflows', () => {
  it('pin every action by a commit SHA (a tag can be moved to other code)', () => {
    const uses = workflows.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)/gm)].map(
        ([, ref = '']) => `${file}: ${ref}`,
      ),
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((u) => !/: (\.\/|[\w.-]+\/[\w./-]+@[0-9a-f]{40}$)/.test(u))).toEqual([]);
  });
});

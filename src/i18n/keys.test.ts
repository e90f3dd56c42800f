import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEY_TYPES_FILE, renderKeyTypes } from './keyTypes.ts';

describe('the text key types', () => {
  it('name each key of locales/de once, use-case variants and plural forms folded', () => {
    const keys = [...renderKeyTypes().matchAll(/^ {2}\| '([^']+)'$/gm)].map((m) => m[1]);
    expect(keys).toContain('offer:offer.intro');
    expect(keys).toContain('offerDetails:duration.days');
    expect(keys).toContain('layout.skipToContent');
    expect(keys.filter((key) => key?.includes('__') || /_(one|other)$/.test(key ?? ''))).toEqual(
      [],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are committed up to date, so a fresh clone type-checks', () => {
    expect(
      readFileSync(KEY_TYPES_FILE, 'utf8') === renderKeyTypes(),
      'src/i18n/textKeys.generated.ts is stale: run `node scripts/textKeys.ts` and commit the file',
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { renderKeyTypes } from './keyTypes.ts';
import type { TextGroup, TextKey } from './keys.ts';

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

  it('refuse, at type-check time, a key without text and a group without every part', () => {
    const keys: TextKey[] = ['offer:offer.intro', 'layout.skipToContent'];
    // @ts-expect-error: no such text in locales/de
    keys.push('offer:offer.nope');
    // @ts-expect-error: the common namespace is written without its name
    keys.push('common:layout.skipToContent');
    const group: TextGroup<'headline' | 'text' | 'retry'> = 'ui:loadFailed';
    // @ts-expect-error: ui:loadFailed has no part `heading`
    const partial: TextGroup<'headline' | 'heading'> = 'ui:loadFailed';
    expect([...keys, group, partial]).toHaveLength(6);
  });
});

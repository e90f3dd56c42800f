// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageBuildId, readBuildId } from './latestBuild.ts';

const NEXT = '20250201T000000-bbbbbbb';

describe('readBuildId', () => {
  it('reads the build id of latest.json', () => {
    expect(readBuildId({ buildId: NEXT, builtAt: '2025-02-01T00:00:00Z' })).toBe(NEXT);
  });
  it.each([null, 'x', 42, [], {}, { buildId: '' }, { buildId: 7 }])('rejects %j', (value) => {
    expect(readBuildId(value)).toBeUndefined();
  });
});

describe('pageBuildId', () => {
  it('reads the build the layout names, and none where it names none', () => {
    document.head.innerHTML = `<meta name="build-id" content="${NEXT}">`;
    expect(pageBuildId(document)).toBe(NEXT);
    document.head.innerHTML = '<meta name="build-id" content="">';
    expect(pageBuildId(document)).toBeUndefined();
    document.head.innerHTML = '';
    expect(pageBuildId(document)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildMetaPath } from './constants.ts';
import { buildMetaSchema, latestBuildSchema } from './manifest.ts';

describe('release manifest schemas', () => {
  it('accept what the build writes', () => {
    expect(
      latestBuildSchema.parse({
        buildId: '20250101T120000-abc1234',
        builtAt: '2025-01-01T12:00:00.000Z',
      }),
    ).toEqual({ buildId: '20250101T120000-abc1234', builtAt: '2025-01-01T12:00:00.000Z' });
    expect(
      buildMetaSchema.safeParse({
        buildId: 'dev-aldi',
        builtAt: '2025-01-01T12:00:00.000Z',
        brand: 'aldi',
        routes: 90,
      }).success,
    ).toBe(true);
  });

  it('reject a meta file that names the source commit', () => {
    expect(
      buildMetaSchema.safeParse({
        buildId: 'b1',
        builtAt: '2025-01-01T12:00:00Z',
        brand: 'aldi',
        commit: 'abc1234',
        routes: 90,
      }).success,
    ).toBe(false);
  });

  it('reject build ids that are unsafe as a file name', () => {
    for (const buildId of ['', '../latest', 'a/b', 'x y']) {
      expect(
        latestBuildSchema.safeParse({ buildId, builtAt: '2025-01-01T12:00:00Z' }).success,
      ).toBe(false);
    }
  });

  it('reject a meta file without brand or route count', () => {
    expect(
      buildMetaSchema.safeParse({ buildId: 'b1', builtAt: '2025-01-01T12:00:00Z' }).success,
    ).toBe(false);
  });

  it('place the meta file of a build under builds/meta', () => {
    expect(buildMetaPath('20250101T120000-abc1234')).toBe(
      '/builds/meta/20250101T120000-abc1234.json',
    );
  });
});

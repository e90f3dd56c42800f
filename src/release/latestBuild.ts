import { buildMetaPath, LATEST_BUILD_PATH } from './constants.ts';
import type { BuildMeta, LatestBuild } from './manifest.ts';

/** The build this page comes from, as the layout states it; undefined on a page without one. */
export function pageBuildId(document: Document): string | undefined {
  return document.querySelector('meta[name="build-id"]')?.getAttribute('content') || undefined;
}

/** The live build id, or undefined when the check failed in any way. */
export async function fetchLatestBuildId(fetchLatest: typeof fetch): Promise<string | undefined> {
  try {
    const response = await fetchLatest(LATEST_BUILD_PATH, { cache: 'no-store' });
    if (response.status !== 200) return undefined;
    return readBuildId(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * Only `buildId` matters here, so this small check stands in for `latestBuildSchema`
 * (manifest.ts), whose zod dependency would weigh more than the whole page runtime.
 */
export function readBuildId(json: unknown): LatestBuild['buildId'] | undefined {
  if (typeof json !== 'object' || json === null || !('buildId' in json)) return undefined;
  const { buildId } = json;
  return typeof buildId === 'string' && buildId !== '' ? buildId : undefined;
}

/**
 * When the release `buildId` was built, from its manifest (`builds/meta/<buildId>.json`),
 * or undefined when the manifest is missing, malformed or names another build: the update
 * notice then says only that there is a new version. A small check, as for `latest.json`.
 */
export async function fetchReleaseDate(
  fetchMeta: typeof fetch,
  buildId: string,
): Promise<BuildMeta['builtAt'] | undefined> {
  try {
    const response = await fetchMeta(buildMetaPath(buildId));
    if (response.status !== 200) return undefined;
    const json: unknown = await response.json();
    if (readBuildId(json) !== buildId) return undefined;
    const { builtAt } = json as { builtAt?: unknown };
    return typeof builtAt === 'string' && !Number.isNaN(Date.parse(builtAt)) ? builtAt : undefined;
  } catch {
    return undefined;
  }
}

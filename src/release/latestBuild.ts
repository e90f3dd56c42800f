import { LATEST_BUILD_PATH } from './constants.ts';
import type { LatestBuild } from './manifest.ts';

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

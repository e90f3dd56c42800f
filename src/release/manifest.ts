import { z } from '../api/contract/zod.ts';

/**
 * Release files the build writes next to every brand's pages (SPEC §7 "other traffic").
 * The build script validates against these schemas before writing. The browser never
 * imports this module: zod would blow the byte budget of a plain page, and the update
 * poller only needs `buildId` (see `readBuildId` in latestBuild.ts).
 */

/** Safe as a file name (`builds/meta/<buildId>.json`) and as a URL segment. */
export const buildIdSchema = z
  .string()
  .check(z.regex(/^[\w.-]{1,128}$/, 'letters, digits, _ . - only'));

/** `builds/latest.json`: which release is live. Served no-cache. */
export const latestBuildSchema = z.object({
  buildId: buildIdSchema,
  builtAt: z.iso.datetime(),
});
export type LatestBuild = z.infer<typeof latestBuildSchema>;

/**
 * `builds/meta/<buildId>.json`: what that release contains. Public, so strict: no source
 * commit or other detail of the build machine may slip in.
 */
export const buildMetaSchema = z.strictObject({
  buildId: buildIdSchema,
  builtAt: z.iso.datetime(),
  /** Slug of the brand this folder was built for. */
  brand: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** Number of page shells emitted (every route × locale plus error pages). */
  routes: z.int().check(z.nonnegative()),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;

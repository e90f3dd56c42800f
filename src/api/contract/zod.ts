import * as z from 'zod/mini';

/**
 * The zod of every schema that can reach the browser: `zod/mini`, whose functions the
 * bundler drops when unused (classic zod ships all its methods). Schemas import `z` from
 * here, never from zod itself, so the setting below is in place before any schema parses.
 *
 * jitless: the site's security policy forbids eval. Classic zod probes `new Function('')`
 * on its first object parse to compile faster parsers, and the browser reports the blocked
 * probe as a violation even though zod catches the error. zod/mini's objects do not compile
 * today; this keeps any schema, of either flavour or a later zod, from trying.
 */
z.config({ jitless: true });

export { z };

/**
 * Classic zod's `.describe()`: a copy of `schema` whose description reaches JSON Schema.
 * zod/mini's `z.describe()` is a check instead, and zod refuses `omit`, `partial` and
 * overlapping `extend` on object schemas that carry checks.
 */
export function describe<T extends z.ZodMiniType>(schema: T, description: string): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, { description });
  return copy;
}

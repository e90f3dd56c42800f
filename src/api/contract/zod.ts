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

/**
 * A regular expression built when a check first runs, not when its module loads. One with
 * a Unicode property class (`\p{L}`) costs the browser a parse into code point ranges as
 * it is created: the contract's took 16-18 ms at a 4x CPU slowdown, inside every flow
 * page's longest task (its modules' evaluation), while most pages never check a name, an
 * address or an e-mail. What zod and JSON Schema use of it (`test`, `lastIndex`, `source`,
 * `toString`) and what strings use (`replace`) reach the built one.
 */
export function onFirstUse(build: () => RegExp): RegExp {
  let built: RegExp | undefined;
  const pattern = () => (built ??= build());
  return new Proxy(/(?:)/, {
    get(_, key) {
      const value: unknown = Reflect.get(pattern(), key);
      return typeof value === 'function' ? value.bind(pattern()) : value;
    },
    set: (_, key, value) => Reflect.set(pattern(), key, value),
  });
}

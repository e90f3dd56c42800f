/**
 * A well-spread number in [0, 1) derived from a string (FNV-1a, then murmur3's finaliser).
 * Server and browser get the same value for the same seed, so a "random" look survives
 * hydration without a mismatch.
 */
export function seededFraction(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

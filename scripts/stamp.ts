import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Everything a build reads; a change to any of it means `npm start` rebuilds. */
const INPUTS = [
  'src',
  'brands',
  'locales',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : files(join(path, name))));
}

export function inputsHash(root: string, flags: Record<string, unknown>): string {
  const hash = createHash('sha256').update(JSON.stringify(flags));
  for (const file of INPUTS.flatMap((i) => files(join(root, i)))) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const STAMP = '.inputs-hash';
/** Beside the brand's folder, not in it: the folder is what is deployed. */
const brandStamp = (slug: string) => `.inputs-hash-${slug}`;

export function writeStamp(dist: string, hash: string) {
  writeFileSync(join(dist, STAMP), hash);
}

export function readStamp(dist: string): string | undefined {
  const file = join(dist, STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Notes the inputs `dist/<slug>/` was built from, whichever brands were built with it. */
export function writeBrandStamp(dist: string, slug: string, hash: string) {
  writeFileSync(join(dist, brandStamp(slug)), hash);
}

export function readBrandStamp(dist: string, slug: string): string | undefined {
  const file = join(dist, brandStamp(slug));
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

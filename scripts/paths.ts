import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');

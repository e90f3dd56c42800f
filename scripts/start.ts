/**
 * `npm start`: build every brand if the sources changed since the last build, then
 * serve them all through the local edge server.
 */
import { exitOnStopSignals } from '../sandbox/temporaryFolder.ts';
import { loadBrands } from '../src/brand/registry.ts';
import { buildInputsHash, buildMatrix } from './build.ts';
import { DIST } from './paths.ts';
import { serve } from './serve.ts';
import { readStamp } from './stamp.ts';

exitOnStopSignals();
const slugs = loadBrands().map((b) => b.slug);
if (readStamp(DIST) === buildInputsHash(slugs, false)) {
  console.log('All brands are up to date in dist/.');
} else {
  console.log(`Building ${slugs.length} brands (sources changed since the last build)…`);
  await buildMatrix({ brands: slugs, quiet: true });
}
await serve();

/**
 * Serves the already built brands in `dist/` through the local edge server. `npm start`
 * builds first; the browser tests call this directly.
 */
import { loadBrands } from '../src/brand/registry.ts';
import { DIST } from './paths.ts';
import { startEdge } from './edge.ts';

export async function serve(port = Number(process.env['PORT'] ?? 4321)) {
  const brands = loadBrands();
  // The edge prints one URL per brand as it starts.
  await startEdge({ port, distDir: DIST, brands });
  console.log('Press Ctrl+C to stop.');
}

if (import.meta.main) await serve();

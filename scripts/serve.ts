/**
 * Serves the already built brands in `dist/` through the local edge server, with the
 * sandbox API behind `/api` (unless API_UPSTREAM points elsewhere). `npm start` builds
 * first; the browser tests call this directly.
 */
import { loadBrands } from '../src/brand/registry.ts';
import { startSandbox } from '../sandbox/server.ts';
import { exitOnStopSignals } from '../sandbox/temporaryFolder.ts';
import { DIST } from './paths.ts';
import { startEdge } from './edge.ts';

export async function serve(port = Number(process.env['PORT'] ?? 4321)) {
  const brands = loadBrands();
  if (!process.env['API_UPSTREAM']) await startSandbox();
  // The edge prints one URL per brand as it starts.
  await startEdge({ port, distDir: DIST, brands });
  if (!process.env['API_UPSTREAM']) {
    console.log(
      `Demo links (one token per case QA must see): http://127.0.0.1:${process.env['SANDBOX_PORT'] ?? 4322}/__sandbox/scenarios`,
    );
  }
  console.log('Press Ctrl+C to stop.');
}

if (import.meta.main) {
  exitOnStopSignals();
  await serve();
}

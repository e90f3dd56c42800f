import { CONTRACT_VERSION } from '../../src/api/openapi.ts';
import type { SandboxModule } from '../context.ts';
import { contractRoute } from '../contractRoute.ts';

/** The health call: the sandbox says it is one, with the contract version it implements. */
export const healthModule: SandboxModule = {
  name: 'health',
  init() {},
  routes(app) {
    contractRoute(app, 'health', ({ params }) => ({
      json: {
        status: 'ok' as const,
        contractVersion: CONTRACT_VERSION,
        brand: params.brand,
        sandbox: true,
      },
    }));
  },
  seed: () => [],
};

export default healthModule;

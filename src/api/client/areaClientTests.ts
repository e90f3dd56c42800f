import type { Scenario } from '../../../sandbox/context.ts';
import type { ApiClient } from './types.ts';

/** What an area's tests of its calls get from the harness (src/api/client/sandbox.test.ts). */
export interface SandboxClient {
  /** The client against the live sandbox; the harness counts the calls it makes. */
  api: () => ApiClient;
  /** A seeded scenario, by its name in the sandbox's list. */
  scenario: (name: string) => Scenario;
}

/**
 * An area's tests of its calls against the sandbox, declared with `describe`/`it`: the
 * default export of `sandbox/modules/<area>.client.ts` or `sandbox/modules/<area>/client.ts`,
 * found by the harness, whose coverage check counts their calls with the others.
 */
export type ClientTests = (client: SandboxClient) => void;

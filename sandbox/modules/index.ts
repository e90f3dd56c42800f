import type { SandboxModule } from '../context.ts';

/** Every module of the sandbox; each owns its tables, routes and scenarios. */
export const modules: readonly SandboxModule[] = [];

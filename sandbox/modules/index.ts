import type { SandboxModule } from '../context.ts';
import { offerModules } from './offers/index.ts';
import { serviceModules } from './serviceModules.ts';

/** Every module of the sandbox; each owns its tables, routes and scenarios. */
export const modules: readonly SandboxModule[] = [...offerModules, ...serviceModules];

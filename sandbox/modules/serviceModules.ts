import type { SandboxModule } from '../context.ts';
import { customerModule } from './customer.ts';
import { declineMailModule } from './declinemail.ts';
import { idvModule } from './idv/index.ts';
import { listsModule } from './lists.ts';
import { terminationModule } from './termination/index.ts';
import { validationModule } from './validation/index.ts';
import { withdrawalModule } from './withdrawal/index.ts';

/**
 * The modules beyond the offer flow: idv, validation, lists, termination, withdrawal (after
 * the offers, whose orders it withdraws), customer, mail.
 */
export const serviceModules: readonly SandboxModule[] = [
  idvModule,
  validationModule,
  listsModule,
  terminationModule,
  withdrawalModule,
  customerModule,
  declineMailModule,
];

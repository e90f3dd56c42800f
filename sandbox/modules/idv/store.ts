import type { Downtime, UseCase } from '../../../src/api/contract/common.ts';
import type { IdvMethod, IdvStatus } from '../../../src/api/contract/idv.ts';
import type { IdvBodyCode } from '../../../src/api/errors/codes.ts';
import type { Locale } from '../../../src/routes.ts';
import type { SandboxContext } from '../../context.ts';
import { documentTable } from '../../db.ts';
import type { UnavailableReason } from './methods.ts';
import type { OutcomeName } from './outcomes.ts';

/** An identity verification behind a link token. */
export interface IdvRecord {
  status: IdvStatus;
  useCase: UseCase;
  language: Locale;
  expiresAt: string;
  method?: IdvMethod;
  postIdentReference?: string;
  /** The link ended: every call answers this code. */
  code?: IdvBodyCode;
  /** Maintenance window of a DOWNTIME answer. */
  downtime?: Downtime;
  /** Methods pinned as unavailable, for scenarios that must not depend on the clock. */
  unavailable?: Partial<Record<IdvMethod, UnavailableReason>>;
  /** Methods pinned as open whatever the time, for scenarios that go through them. */
  open?: readonly IdvMethod[];
}

/** One visit to the simulated provider, started by triggering a method. */
export interface ProviderSession {
  token: string;
  method: IdvMethod;
  language: Locale;
  /** Site origin the provider sends the customer back to; checked when it was stored. */
  returnOrigin: string;
  finished?: OutcomeName;
}

export function idvTables(ctx: SandboxContext) {
  return {
    sessions: documentTable<IdvRecord>(ctx.db, 'idv_sessions'),
    provider: documentTable<ProviderSession>(ctx.db, 'idv_provider_sessions'),
  };
}

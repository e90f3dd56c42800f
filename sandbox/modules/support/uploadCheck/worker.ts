import { parentPort } from 'node:worker_threads';
import { checkUploadBytes, type CheckedType } from './check.ts';
import type { Limits } from './budget.ts';

export interface CheckJob {
  id: number;
  bytes: Uint8Array;
  type: CheckedType;
  limits: Limits;
}

// One job at a time: the pool sends the next only after this one's answer.
parentPort?.on('message', ({ id, bytes, type, limits }: CheckJob) => {
  parentPort?.postMessage({ id, verdict: checkUploadBytes(bytes, type, limits) });
});

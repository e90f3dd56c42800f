import { parentPort } from 'node:worker_threads';
import { disarmUpload } from './disarm.ts';
import type { DisarmedType, DisarmLimits } from './outcome.ts';

export interface DisarmJob {
  id: number;
  bytes: Uint8Array;
  type: DisarmedType;
  limits: DisarmLimits;
}

// One job at a time: the pool sends the next only after this one's answer.
parentPort?.on('message', ({ id, bytes, type, limits }: DisarmJob) => {
  void disarmUpload(bytes, type, limits).then((outcome) =>
    parentPort?.postMessage(
      { id, outcome },
      outcome.ok ? [outcome.bytes.buffer as ArrayBuffer] : [],
    ),
  );
});

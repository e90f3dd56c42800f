import { uploadRules } from '../../../../src/api/contract/uploads.ts';

/** Why a file is refused: the customer sees one message, the log says which. */
export type Refusal =
  'unreadable' | 'encrypted' | 'tooManyPages' | 'tooManyPixels' | 'actionOnOpening' | 'budget';

/** A file as it is kept: rebuilt from what its pages or pixels show, nothing else. */
export interface Disarmed {
  ok: true;
  bytes: Uint8Array;
  type: DisarmedType;
  /** Pages of a PDF, 1 for an image. */
  pages: number;
}

export type Outcome = Disarmed | { ok: false; reason: Refusal; detail: string };

export type DisarmedType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** Thrown inside a step to refuse the file; the entry point turns it into an outcome. */
export class Refused extends Error {
  readonly reason: Refusal;
  constructor(reason: Refusal, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export const refuse = (reason: Refusal, detail: string): never => {
  throw new Refused(reason, detail);
};

export interface DisarmLimits {
  /** Pages a PDF may have. */
  maxPages: number;
  /** Pixels an image may declare (width × height), checked before it is decoded. */
  maxPixels: number;
  /** Resolution a PDF page is drawn at… */
  dpi: number;
  /** …and the longest side, in pixels, of a drawn page or a re-encoded image. */
  maxSide: number;
  /** Milliseconds one file may take; the pool ends a worker that overruns it. */
  timeMs: number;
  /** Bytes the process may grow by while a file is rebuilt; the pool ends the worker beyond. */
  memoryBytes: number;
}

/**
 * What disarming one upload may cost: the contract's pages and pixels, pages drawn at 150
 * dpi (an A4 page is 1240 × 1754 pixels), 2400 pixels on the longest side of what is kept,
 * 20 seconds and 768 MiB.
 */
export const DISARM_LIMITS: DisarmLimits = {
  maxPages: uploadRules.maxPages,
  maxPixels: uploadRules.maxPixels,
  dpi: 150,
  maxSide: 2400,
  timeMs: 20_000,
  memoryBytes: 768 * 1024 * 1024,
};

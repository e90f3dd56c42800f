/** Why a file is refused: the customer sees one message, the log says which. */
export type Refusal =
  | 'activeContent'
  | 'embeddedFile'
  | 'remoteAction'
  | 'polyglot'
  | 'hiddenObject'
  | 'undecodable'
  | 'encrypted'
  | 'budget';

export type Verdict = { ok: true } | { ok: false; reason: Refusal; detail: string };

/** Thrown inside a check to refuse the file; the check's entry point turns it into a verdict. */
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

export interface Limits {
  /** Bytes all decoded parts of one file may add up to. */
  unpackedBytes: number;
  /** Milliseconds one file's check may take. */
  timeMs: number;
}

/**
 * What one file's check may still spend: decoded bytes and time. Every decoder takes from
 * it, so a hundred parts of 16 MB each are refused after the first few, however they are
 * nested or chained.
 */
export class Budget {
  private left: number;
  private readonly deadline: number;
  private readonly now: () => number;
  constructor(limits: Limits, now: () => number = () => performance.now()) {
    this.left = limits.unpackedBytes;
    this.deadline = now() + limits.timeMs;
    this.now = now;
  }

  /** Bytes a decoder may still produce. */
  get bytesLeft(): number {
    return this.left;
  }

  /** Counts `bytes` decoded; refuses the file once the total passes the budget. */
  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) refuse('budget', 'decoded parts exceed the unpacked-bytes budget');
    this.tick();
  }

  /** Refuses the file once its time is up; called in every loop that can run long. */
  tick(): void {
    if (this.now() > this.deadline) refuse('budget', 'the check exceeded its time budget');
  }
}

/** Shown when an error names no HTTP status of its own. */
export const DEFAULT_ERROR_STATUS = 500;

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

const isHttpStatus = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 400 && (value as number) <= 599;

/**
 * The HTTP status an error stands for: its own `status`, else its response's (request
 * errors carry the response), else 500.
 */
export function statusOf(error: unknown): number {
  return (
    [field(error, 'status'), field(field(error, 'response'), 'status')].find(isHttpStatus) ??
    DEFAULT_ERROR_STATUS
  );
}

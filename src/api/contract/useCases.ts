/**
 * The offer use cases (SPEC §3), zod-free so the text lookup and the page's first bytes
 * can name them without the contract's schemas.
 */
export const useCases = ['Standard', 'Novum'] as const;

export type UseCase = (typeof useCases)[number];

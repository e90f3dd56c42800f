import { expect, vi, type Mock } from 'vitest';

/**
 * Test double of a screen's API and page changes: importing it replaces `loadApi` (and the loaders `reachableCalls` makes) with the
 * calls a test hands to `fakeApi` and `goTo` with a spy that answers "leaving". Not shipped,
 * only imported by *.test.tsx (before the screen, so the screen sees the doubles).
 */
const fake = vi.hoisted(() => ({
  calls: {} as Record<string, unknown>,
  goTo: vi.fn((..._args: unknown[]) => Promise.resolve(true)),
  reload: vi.fn(() => Promise.resolve(true)),
}));

vi.mock('./loadApi.ts', () => ({
  preloadApi: () => undefined,
  afterClientCode: (load: () => Promise<unknown>) => load(),
  loadApi: () => Promise.resolve(fake.calls),
  reachableCalls: () => () => Promise.resolve(fake.calls),
}));
vi.mock('../routing/navigate.ts', async (original) => ({
  ...(await original<typeof import('../routing/navigate.ts')>()),
  goTo: fake.goTo,
  reloadWhenReachable: fake.reload,
}));

/** The calls the screen's API answers with, by name; the spies are handed back. */
export function fakeApi<Calls extends Record<string, Mock>>(calls: Calls): Calls {
  Object.assign(fake.calls, calls);
  return calls;
}

/** `goTo` as the screens call it: where they send the customer. */
export const goTo = fake.goTo;

/** `reloadWhenReachable`: a page loaded again (true) or not, for want of the site (false). */
export const reloadWhenReachable = fake.reload;

/** Waits until the screen has sent the customer on with `goTo(...args)`. */
export const sentTo = (...args: unknown[]) =>
  vi.waitFor(() => expect(fake.goTo).toHaveBeenCalledWith(...args));

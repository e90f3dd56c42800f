import { href } from '../../src/routing/links.ts';
import type { IslandScreen } from '../../src/routing/screens.ts';
import { flowRuns, onBrand, type PageState } from '../pageState.ts';
import { scenario } from '../terminationFlow.ts';

/**
 * The identity verification: its method choice on the flow runs, each result opened at its
 * own address (the choice would only lead there), as seeded.
 */

/** A result page: its screen and route have one name. */
type Result = Exclude<Extract<IslandScreen, `idv${string}`>, 'idv'>;

/** A result page of a verification seeded on O2. */
const seededResult = (screen: Result, token: string): PageState => ({
  name: `result ${token}`,
  screen,
  on: onBrand('o2'),
  open: (run) => ({ path: href(screen, { token }, run.locale) }),
  measuredOn: 'o2',
});

/** A result page of the verification seeded to end with `code`, on the brand it is seeded on. */
const endedWith = (screen: Result, code: string): PageState => ({
  name: `ended with ${code}`,
  screen,
  // Seeded on several brands, which need not offer the run's language.
  on: (run) => run.slug === 'o2' && run.locale === 'de',
  open: async (run) => {
    const seeded = await scenario(`idv-code-${code}`);
    return { slug: seeded.brand, path: href(screen, { token: seeded.token }, run.locale) };
  },
  measuredOn: 'o2',
});

export default [
  {
    name: 'methods',
    screen: 'idv',
    on: flowRuns,
    open: (run) => ({ path: href('idv', { token: `${run.slug}-idv-main-0001` }, run.locale) }),
    measuredOn: 'aldi',
  },
  seededResult('idvFailed', 'idv-status-failed-0001'),
  seededResult('idvPending', 'idv-status-pending-0001'),
  seededResult('idvPostIdent', 'idv-status-postident-0001'),
  endedWith('idvExpired', 'OFFER_EXPIRED'),
  endedWith('idvSuccess', 'IDV_SUCCESS'),
  endedWith('idvConsumed', 'OFFER_CONSUMED'),
  endedWith('idvCompleted', 'IDV_COMPLETED'),
] satisfies PageState[];

import { href } from '../../src/routing/links.ts';
import { expect } from '../fixtures.ts';
import { text } from '../offerFlow.ts';
import { flowRuns, type PageState } from '../pageState.ts';

/** The Novum entry opened without the id it needs. */
export default [
  {
    name: 'Novum entry without an id',
    screen: 'entryNovum',
    on: flowRuns,
    open: (run) => ({ path: href('entryNovum', {}, run.locale) }),
    act: (page, run) =>
      expect(
        page.getByRole('heading', { name: text(run.locale, 'entryNovum:invalid.headline') }),
      ).toBeVisible(),
    measuredOn: 'aldi',
  },
] satisfies PageState[];

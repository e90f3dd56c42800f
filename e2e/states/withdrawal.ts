import { href } from '../../src/routing/links.ts';
import { text } from '../offerFlow.ts';
import { flowRuns, onBrand, type PageState } from '../pageState.ts';

/** The withdrawal's form on every brand; its receipt (the same on every brand) without one sent. */
export default [
  {
    name: 'form',
    screen: 'withdrawal',
    on: flowRuns,
    open: (run) => ({ path: href('withdrawal', {}, run.locale) }),
    mainAction: (page, run) =>
      page.getByRole('button', { name: text(run.locale, 'withdrawal:form.submit') }),
    measuredOn: 'aldi',
  },
  {
    name: 'receipt',
    screen: 'withdrawalConfirmation',
    on: onBrand('o2'),
    open: (run) => ({ path: href('withdrawalConfirmation', {}, run.locale) }),
    measuredOn: 'aldi',
  },
] satisfies PageState[];

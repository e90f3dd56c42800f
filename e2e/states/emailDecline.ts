import { localizePath } from '../../src/routing/paths.ts';
import { onBrand, type PageState } from '../pageState.ts';
import { scenario } from '../terminationFlow.ts';

/** The page an e-mail's decline link opens (seeded for ALDI). */
export default [
  {
    name: 'decline link',
    screen: 'emailRejection',
    on: onBrand('aldi'),
    open: async (run) => ({
      path: localizePath((await scenario('declinemail-aldi')).path ?? '', run.locale),
    }),
    measuredOn: 'aldi',
  },
] satisfies PageState[];

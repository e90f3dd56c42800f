import { href } from '../../src/routing/links.ts';
import { localizePath } from '../../src/routing/paths.ts';
import { flowRuns, onBrand, type PageState } from '../pageState.ts';
import {
  choose,
  customerOf,
  fillCustomer,
  formReady,
  scenario,
  submitButton,
} from '../terminationFlow.ts';

/**
 * The termination's states: the form on every brand, with the dialogs its submit opens;
 * the form a customer's account fills in (seeded for ALDI); the receipts, whose layout is
 * the same on every brand, without a termination sent in the tab.
 */
export default [
  {
    name: 'form',
    screen: 'termination',
    on: flowRuns,
    open: (run) => ({ path: href('termination', {}, run.locale) }),
    act: (page, run) => formReady(page, run.locale),
    mainAction: (page, run) => submitButton(page, run.locale),
    measuredOn: 'aldi',
  },
  {
    name: 'form, required fields',
    screen: 'termination',
    on: flowRuns,
    follows: true,
    act: (page, run) => submitButton(page, run.locale).click(),
    dialog: true,
  },
  {
    // "jetzt kündigen" for a mobile contract: the combination-discount note.
    name: 'form, combination-discount note',
    screen: 'termination',
    on: onBrand('o2'),
    follows: true,
    act: async (page, run) => {
      await choose(page, run.locale, { serviceType: 'mobile', answerCombo: false });
      await fillCustomer(page, run.locale, await customerOf(run.slug));
      await submitButton(page, run.locale).click();
    },
    dialog: true,
  },
  {
    name: 'prefilled from the account',
    screen: 'selfcareTermination',
    on: onBrand('aldi'),
    open: async (run) => ({
      path: localizePath((await scenario('termination-prefilled-aldi')).path ?? '', run.locale),
    }),
    measuredOn: 'aldi',
  },
  {
    name: 'receipt',
    screen: 'terminationConfirmation',
    on: onBrand('o2'),
    open: (run) => ({ path: href('terminationConfirmation', {}, run.locale) }),
    measuredOn: 'aldi',
  },
  {
    name: 'account termination, error',
    screen: 'selfcareTerminationError',
    on: onBrand('o2'),
    open: (run) => ({ path: href('selfcareTerminationError', {}, run.locale) }),
    measuredOn: 'aldi',
  },
  {
    name: 'account termination, receipt',
    screen: 'selfcareTerminationConfirmation',
    on: onBrand('o2'),
    open: (run) => ({ path: href('selfcareTerminationConfirmation', {}, run.locale) }),
    measuredOn: 'aldi',
  },
] satisfies PageState[];

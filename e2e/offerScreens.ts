import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import {
  atStep,
  continueButton,
  continueFromOffer,
  customer,
  fillIdData,
  fillPayment,
  fillPersonalData,
  labelled,
  openOffer,
  order,
  orderButton,
  sandboxOffer,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/** A state of the offer flow a customer sees, in the order the flow shows them. */
export type OfferScreen =
  | 'offer'
  | 'personal-data'
  | 'personal-data-errors'
  | 'address-check'
  | 'id-data'
  | 'payment'
  | 'summary'
  | 'confirmation';

/** Called on each screen with the button that moves the flow on, where the screen has one. */
export type AtScreen = (screen: OfferScreen, mainAction: Locator | undefined) => Promise<void>;

/**
 * Walks a fresh offer through every screen of its flow as a customer would (the steps it
 * requires, an empty submit for the error state, the address check) and calls `atScreen`
 * on each, for the screenshots and the look's browser tests. `atScreen` may look and
 * resize, but not leave the page: the ID number and the IBAN live in its memory.
 */
export async function walkOfferScreens(page: Page, visit: OfferVisit, atScreen: AtScreen) {
  const locale = visit.locale ?? 'de';
  const t = (key: string) => text(locale, key);
  const button = (key: string) => page.getByRole('button', { name: t(key), exact: true });
  const { requirements } = await sandboxOffer(visit.token);
  const answers = customer(locale);

  await openOffer(page, visit);
  await atScreen('offer', continueButton(page, visit));
  await continueFromOffer(page, visit);
  await atScreen('personal-data', button('personalData:submit'));

  await button('personalData:submit').click();
  await expect(page.getByRole('heading', { name: t('ui:errorSummary.heading') })).toBeVisible();
  await atScreen('personal-data-errors', button('personalData:submit'));

  const { chooseAddress = '', ...typed } = answers.personal;
  await fillPersonalData(page, visit, typed);
  const suggestion = page.getByRole('radio', { name: labelled(chooseAddress) });
  await expect(suggestion).toBeVisible();
  await atScreen('address-check', button('personalData:addressCheck.continue'));
  await suggestion.check();
  await button('personalData:addressCheck.continue').click();

  if (requirements.needsIdData) {
    await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));
    await atScreen('id-data', button('idData:submit'));
    await fillIdData(page, visit, answers.idData);
  }
  if (requirements.needsPayment) {
    await expect(page).toHaveURL(atStep(visit, 'zahlung'));
    await atScreen('payment', button('payment:submit'));
    await fillPayment(page, visit, answers.payment);
  }
  await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
  await atScreen('summary', orderButton(page, visit));
  await order(page, visit);
  await expect(page).toHaveURL(atStep(visit, 'danke'));
  await atScreen('confirmation', undefined);
}

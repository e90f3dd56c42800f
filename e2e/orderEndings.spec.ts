import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import type { PostPaymentRedirect } from '../src/api/contract/order.ts';
import { expect, test } from './fixtures.ts';
import {
  expectConfirmation,
  freshOffer,
  openStepWith,
  order,
  orderButton,
  orderWithExampleAnswers,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * Every answer accepting an offer can give (`postPaymentRedirect`, SPEC §4) ends with its
 * own words (issue 34 item 4): `thankYou` the plain confirmation; `none` (green IDV offers)
 * the order waiting for the identity check, with that next step. `paymentProvider` (the
 * confirmation after paying, the payment confirmed first) is paymentProvider.spec.ts's
 * paid order; `error` (the error page) offerErrors.spec.ts's order the backend refuses.
 */

// An order through the summary: a few page loads each.
test.describe.configure({ timeout: 60_000 });

const { personal, payment } = callExamples.offerAccept.body;
const de = (key: string) => text('de', key);

/** The confirmation's list of what happens next. */
const nextSteps = (page: Page) =>
  page.getByRole('region', { name: de('summary:confirmation.next.heading') }).getByRole('listitem');

const endings: Record<
  Exclude<PostPaymentRedirect, 'paymentProvider' | 'error'>,
  (page: Page) => Promise<void>
> = {
  thankYou: async (page) => {
    const visit: OfferVisit = { slug: 'aldi', token: await freshOffer('aldi-offer-happy-0001') };
    await orderWithExampleAnswers(page, visit);
    await expectConfirmation(page, visit);
    // A SIM-only tariff: nothing to deliver.
    await expect(nextSteps(page)).toHaveText([
      de('summary:confirmation.next.email'),
      de('summary:confirmation.next.activation'),
    ]);
    await expect(page.getByText(de('summary:confirmation.pendingIdentity.headline'))).toHaveCount(
      0,
    );
  },

  none: async (page) => {
    // A green IDV offer verifies the identity after the order: no ID data step before it.
    const visit: OfferVisit = { slug: 'o2', token: await freshOffer('o2-offer-green-idv-0001') };
    await openStepWith(page, visit, 'zusammenfassung', { personalData: personal, payment });
    await expect(orderButton(page, visit)).toBeVisible();
    await order(page, visit);
    await expectConfirmation(page, visit);
    const pending = page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({
        hasText: de('summary:confirmation.pendingIdentity.headline'),
      });
    await expect(pending).toContainText(de('summary:confirmation.pendingIdentity.text'));
    await expect(nextSteps(page)).toHaveText([
      de('summary:confirmation.next.email'),
      de('summary:confirmation.next.identity'),
      de('summary:confirmation.next.deliveryAfterIdentity'),
      de('summary:confirmation.next.activationAfterIdentity'),
    ]);
    // Never the promise of a tariff active by the next working day.
    await expect(page.getByText(de('summary:confirmation.next.activation'))).toHaveCount(0);
  },
};

for (const [ending, check] of Object.entries(endings))
  test(`postPaymentRedirect ${ending}: its own words after the order`, async ({ page }) => {
    await check(page);
  });

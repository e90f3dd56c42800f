import { brandUrl, sandboxOrigin } from '../e2e/fixtures.ts';
import {
  customer,
  freshOffer,
  labelled,
  offerPath,
  sandboxOffer,
  type OfferVisit,
} from '../e2e/offerFlow.ts';
import type { EnginePage } from './driver/page.ts';
import { expect, test } from './fixtures.ts';
import { offerSteps } from './offerSteps.ts';

/**
 * An offer from its link to the confirmation, through every step it asks for: the date
 * fields, the nationality list, the IBAN and its bank, the order button. Prepaid in German
 * (ALDI TALK: personal and ID data), postpaid in Turkish (AY YILDIZ: and payment).
 */

async function orderOffer(tab: EnginePage, visit: OfferVisit) {
  const { t, field, button, fillDate, at, nationality } = offerSteps(tab, visit);
  const { personal, idData, payment } = customer(visit.locale);
  const { requirements } = await sandboxOffer(visit.token);

  await tab.goto(brandUrl(visit.slug, offerPath(visit)));
  await button('offer:offer.continue').click();
  await at('meine-daten');

  await tab
    .getByRole('radio', { name: labelled(t(`personalData:salutation.${personal.salutation}`)) })
    .check();
  await field('personalData:givenNames.label').fill(personal.givenNames);
  await field('personalData:familyName.label').fill(personal.familyName);
  await fillDate('personalData:birthDate.legend', personal.birth);
  await field('personalData:email.label').fill(personal.email);
  await field('personalData:street.label').fill(personal.address.street);
  await field('personalData:houseNumber.label').fill(personal.address.houseNumber);
  await field('personalData:postalCode.label').fill(personal.address.postalCode);
  await field('personalData:city.label').fill(personal.address.city);
  await button('personalData:submit').click();
  await tab.getByRole('radio', { name: labelled(personal.chooseAddress ?? '') }).check();
  await button('personalData:addressCheck.continue').click();

  await at('ausweisdaten');
  await nationality.fill(idData.nationalityTyped);
  await tab.getByRole('option', { name: idData.nationality, exact: true }).click();
  await expect.poll(() => nationality.value()).toBe(idData.nationality);
  await tab
    .getByRole('radio', {
      name: labelled(t(`idData:documentType.${idData.documentType}.label`)),
    })
    .check();
  await field('idData:documentNumber.label').fill(idData.documentNumber);
  await field('idData:issuingAuthority.label').fill(idData.issuingAuthority);
  await fillDate('idData:expiryDate.legend', idData.expiry);
  await button('idData:submit').click();

  if (requirements.needsPayment) {
    await at('zahlung');
    await field('payment:iban.label').fill(payment.iban);
    await field('payment:accountHolder.label').click();
    await tab.getByText(t('payment:iban.bank', { bank: payment.bank })).waitFor();
    await field('payment:accountHolder.label').fill(payment.accountHolder);
    await tab.getByRole('checkbox', { name: labelled(t('payment:mandate.consent')) }).check();
    await button('payment:submit').click();
  }

  await at('zusammenfassung');
  for (const key of ['contractSummaryAcknowledged', 'termsAccepted', 'withdrawalInfoAcknowledged'])
    await tab.getByRole('checkbox', { name: labelled(t(`summary:legal.${key}`)) }).check();
  await button('summary:order.submit').click();

  await at('danke');
  await tab.getByRole('heading', { name: t('summary:confirmation.heading') }).waitFor();
  const summary = await fetch(`${sandboxOrigin}/api/offer/summary/${visit.token}`);
  const { orderReference } = (await summary.json()) as { orderReference: string };
  await tab.getByText(orderReference, { exact: true }).waitFor();
  expect((await sandboxOffer(visit.token)).state).toBe('submitted');
}

test('ALDI TALK in German: the offer to its confirmation', async ({ tab }) => {
  await orderOffer(tab, { slug: 'aldi', token: await freshOffer('aldi-offer-happy-0001') });
});

test('AY YILDIZ in Turkish: the offer with payment to its confirmation', async ({ tab }) => {
  await orderOffer(tab, {
    slug: 'ayyildiz',
    token: await freshOffer('ayyildiz-offer-happy-0001'),
    locale: 'tr',
  });
});

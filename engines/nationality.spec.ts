import { brandUrl } from '../e2e/fixtures.ts';
import { customer, freshOffer, labelled, offerPath, type OfferVisit } from '../e2e/offerFlow.ts';
import { callExamples } from '../src/api/contract/examples.ts';
import { expect, scripts, test } from './fixtures.ts';
import { offerSteps } from './offerSteps.ts';

/**
 * The nationality list loads its code when the customer turns to the field. A load that
 * failed left a plain input without a word, and Firefox and WebKit keep a failed module for
 * the page's life: now a plain list of the same options takes its place and says so, and
 * its button loads the searchable list again once the connection is back. The later steps'
 * code, fetched ahead on that first input, fails too: the step to the summary still stays in
 * the document, which alone holds the ID document's number.
 */

/** Keeps the personal data as that step would have (src/flows/answers.ts). */
const keepAnswers = (key: string, answers: string) => sessionStorage.setItem(key, answers);

test('a list whose code does not arrive says so, a plain list of the same options lets the customer choose, and its button brings the list back', async ({
  tab,
}) => {
  const visit: OfferVisit = { slug: 'aldi', token: await freshOffer('aldi-offer-happy-0001') };
  const { t, field, button, fillDate, at, nationality } = offerSteps(tab, visit);
  const { idData } = customer();
  await tab.goto(brandUrl(visit.slug, offerPath(visit)));
  await button('offer:offer.continue').click();
  await at('meine-daten');
  const answers = { answers: { personalData: callExamples.offerAccept.body.personal }, typing: {} };
  await tab.run(keepAnswers, `answers:offer:${visit.token}`, JSON.stringify(answers));
  // The pointer rests on the heading, outside the next page's form: moved over a form, it
  // would fetch the other steps' code there before the connection drops.
  await tab
    .getByRole('heading', { name: t('personalData:screens.offerPersonalData.heading') })
    .click();
  await tab.goto(brandUrl(visit.slug, offerPath(visit, 'ausweisdaten')));
  await expect.poll(() => nationality.isEnabled()).toBe(true);

  await scripts('fail');
  try {
    // Typed into the instant it gets the focus, as in the walk where Firefox lost the list.
    // The first input also fetches the code of the later steps: it fails with the rest.
    await nationality.fill('Österr');
    await tab.getByRole('heading', { name: t('idData:nationality.listFailed.headline') }).waitFor();
  } finally {
    await scripts('serve');
  }
  const plain = tab.getByRole('combobox', { name: labelled(t('idData:nationality.label')) });
  await plain.selectOption(idData.nationality);
  expect(await plain.value()).toBe('AT');

  // The connection is back: the button brings the searchable list, open on the choice and
  // with the focus, although the engine keeps a failed import failed for the page's life.
  await button('idData:nationality.failed.retry').click();
  const austria = tab.getByRole('listbox').getByRole('option', { name: 'Österreich' });
  await austria.waitFor();
  expect(await nationality.value()).toBe('Österreich');
  // The focus is in the field: Escape closes the list there.
  await tab.keyboard.press('Escape');
  await tab.getByRole('listbox').waitFor({ state: 'hidden' });
  expect(await nationality.value()).toBe('Österreich');
  await tab
    .getByRole('heading', { name: t('idData:nationality.listFailed.headline') })
    .waitFor({ state: 'hidden' });

  await tab
    .getByRole('radio', { name: labelled(t(`idData:documentType.${idData.documentType}.label`)) })
    .check();
  await field('idData:documentNumber.label').fill(idData.documentNumber);
  await field('idData:issuingAuthority.label').fill(idData.issuingAuthority);
  await fillDate('idData:expiryDate.legend', idData.expiry);
  await button('idData:submit').click();
  await at('zusammenfassung');
});

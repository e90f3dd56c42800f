import { providerTexts } from '../sandbox/modules/idv/providerPage.ts';
import { freshIdv, idvUrl, landingOf, text, type IdvVisit } from '../e2e/idvFlow.ts';
import { test } from './fixtures.ts';

/**
 * Identity verification in Turkish (AY YILDIZ): the method chosen on the site, the
 * sandbox's simulated provider, and back on the site the result page of its outcome.
 */
test('AY YILDIZ in Turkish: a method chosen, the provider, the result page', async ({ tab }) => {
  const locale = 'tr';
  const visit: IdvVisit = {
    slug: 'ayyildiz',
    locale,
    token: await freshIdv('idv-ayyildiz-tr-0001'),
  };
  await tab.goto(idvUrl(visit));
  await tab.getByRole('heading', { name: text(locale, 'idv:methods.heading') }).waitFor();
  const method = text(locale, 'idv:method.postIdent.name');
  await tab.getByRole('radio', { name: new RegExp(`^${method.replace(/[()]/g, '\\$&')}`) }).check();
  await tab.getByRole('button', { name: text(locale, 'idv:methods.start') }).click();

  await tab.waitForURL(/\/__sandbox\/idv\//);
  await tab.getByRole('button', { name: providerTexts[locale].outcomes.postIdent }).click();
  const { route, headline } = landingOf('postIdent', locale);
  await tab.waitForURL(new RegExp(`${idvUrl(visit, route)}$`));
  await tab.getByRole('heading', { name: headline }).waitFor();
});

/**
 * A result page that offers another method loads the choice (and its form code) only there:
 * the page shows with it, in every engine.
 */
test('O2: the failed result page offers the methods again', async ({ tab }) => {
  const visit: IdvVisit = { slug: 'o2', token: await freshIdv('idv-status-failed-0001') };
  await tab.goto(idvUrl(visit, 'idvFailed'));
  await tab.getByRole('heading', { name: text('de', 'idv:result.failed.again') }).waitFor();
  const method = text('de', 'idv:method.postIdent.name');
  await tab.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await tab.getByRole('button', { name: text('de', 'idv:methods.start') }).waitFor();
});

import { brandUrl } from '../e2e/fixtures.ts';
import { named, scenario, t as text } from '../e2e/terminationFlow.ts';
import { expect, scripts, test } from './fixtures.ts';

/** The withdrawal in German (ALDI TALK): the footer link, the three fields, the receipt. */
test('ALDI TALK in German: from the footer to the acknowledged withdrawal', async ({ tab }) => {
  const t = (key: string) => text('de', key, {}, 'aldi');
  const { input = {} } = await scenario('withdrawal-aldi');
  await tab.goto(brandUrl('aldi', '/'));
  await tab
    .getByRole('contentinfo')
    .getByRole('link', { name: t('common:layout.withdrawContract'), exact: true })
    .click();
  await tab.waitForURL(/\/widerruf$/);
  for (const key of ['name', 'order', 'email'])
    await tab
      .getByRole('textbox', { name: named(t(`withdrawal:${key}.label`)) })
      .fill(input[key] ?? '');
  await tab.getByRole('button', { name: t('withdrawal:form.submit') }).click();

  await tab.waitForURL(/\/widerruf\/bestaetigung$/);
  await tab.getByRole('heading', { name: t('withdrawal:receipt.headline') }).waitFor();
  expect(await tab.definition(t('withdrawal:receipt.reference'))).toMatch(/^[0-9a-f-]{36}$/);
  expect(await tab.definition(t('withdrawal:receipt.order'))).toBe(input['order']);
});

/**
 * The form shows before react-hook-form, which comes once the customer starts on it
 * (src/flows/step/useDeferredFormStep.tsx). Firefox and WebKit keep a module whose file did
 * not arrive as failed for the page's life: a connection that drops as the customer starts
 * keeps what is typed, says so at the submit, and the retry sends once it is back.
 */
test('ALDI TALK in German: the form’s code not arriving keeps what was typed, and the retry withdraws', async ({
  tab,
}) => {
  const t = (key: string) => text('de', key, {}, 'aldi');
  const { input = {} } = await scenario('withdrawal-aldi');
  await tab.goto(brandUrl('aldi', '/widerruf'));
  const field = (key: string) =>
    tab.getByRole('textbox', { name: named(t(`withdrawal:${key}.label`)) });
  await expect.poll(() => field('name').isEnabled()).toBe(true);

  await scripts('fail');
  try {
    for (const key of ['name', 'order', 'email']) await field(key).fill(input[key] ?? '');
    await tab.getByRole('button', { name: t('withdrawal:form.submit') }).click();
    await tab.getByRole('heading', { name: t('ui:step.offline.headline') }).waitFor();
  } finally {
    await scripts('serve');
  }
  expect(await field('order').value()).toBe(input['order']);

  await tab.getByRole('button', { name: t('ui:step.offline.retry'), exact: true }).click();
  await tab.waitForURL(/\/widerruf\/bestaetigung$/);
  expect(await tab.definition(t('withdrawal:receipt.order'))).toBe(input['order']);
});

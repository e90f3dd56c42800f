import { brandUrl } from '../e2e/fixtures.ts';
import { named, scenario, t as text } from '../e2e/terminationFlow.ts';
import { expect, test } from './fixtures.ts';

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

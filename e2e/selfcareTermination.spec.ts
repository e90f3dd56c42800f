import { expectNoSeriousViolations } from './axe.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import { choose, pdfOf, receiptReference, scenario, submitButton, t } from './terminationFlow.ts';

// Each test is a customer's whole visit across pages.
test.describe.configure({ timeout: 60_000 });

test('a prefilled link: contract and holder read-only, the link gone from the address bar, the rest typed, the receipt and its PDF', async ({
  page,
}) => {
  const link = await scenario('termination-prefilled-aldi');
  await page.goto(brandUrl('aldi', link.path ?? ''));
  const facts = page.getByRole('region', { name: t('de', 'termination:sections.prefilled') });
  await expect(facts.getByRole('definition').first()).toHaveText('Sabine Krüger');
  await expect(facts.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/selfcarekuendigung$/);
  await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(
    'sabine.krueger@example.de',
  );
  await expectNoSeriousViolations(page, 'prefilled form');

  // A reload keeps the link, though the address bar no longer holds it.
  await page.reload();
  await expect(facts.getByRole('definition').first()).toHaveText('Sabine Krüger');

  await choose(page, 'de', { serviceType: null });
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/selfcarekuendigung\/bestaetigung$/);
  const reference = await receiptReference(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('de', 'termination:receipt.keep.download') }).click(),
  ]);
  expect(await pdfOf(download)).toContain(reference);
});

for (const { name, reason } of [
  { name: 'termination-prefilled-tampered', reason: 'changed' },
  { name: 'termination-prefilled-expired', reason: 'expired' },
] as const) {
  test(`a ${reason} link leads to the error page, which explains it and offers the default form`, async ({
    page,
  }) => {
    const link = await scenario(name);
    await page.goto(brandUrl(link.brand, link.path ?? ''));
    await expect(page).toHaveURL(new RegExp(`/selfcarekuendigung/error\\?reason=${reason}$`));
    await expect(
      page.getByRole('heading', { name: t('de', `termination:linkError.${reason}.headline`) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, `${reason} link`);
    await page.getByRole('link', { name: t('de', 'termination:linkError.toForm') }).click();
    await expect(page).toHaveURL(/\/kuendigung$/);
    await expect(submitButton(page)).toBeVisible();
  });
}

test('without a link the page says the link is incomplete and leads to the default form', async ({
  page,
}) => {
  await page.goto(brandUrl('ortel', '/en/selfcarekuendigung'));
  await expect(page).toHaveURL(/\/en\/selfcarekuendigung\/error\?reason=invalid$/);
  await expect(
    page.getByRole('heading', { name: t('en', 'termination:linkError.invalid.headline') }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('en', 'termination:linkError.toForm') }),
  ).toHaveAttribute('href', '/en/kuendigung');
});

import { expectNoSeriousViolations } from './axe.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import { germanWordsOn, scenario, t } from './terminationFlow.ts';

// Each test is a customer's whole visit across pages.
test.describe.configure({ timeout: 60_000 });

test('opening the link changes nothing; the button declines; a later visit says at once it was declined', async ({
  page,
  browser,
}) => {
  const mail = await scenario('declinemail-aldi');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/declinemail') && request.method() !== 'GET')
      posts.push(request.method());
  });
  // Opened twice, as a mail scanner and then the customer would.
  await page.goto(brandUrl('aldi', mail.path ?? ''));
  await page.reload();
  const decline = page.getByRole('button', { name: t('de', 'emailDecline:question.decline') });
  await expect(decline).toBeVisible();
  await expect(page.getByText(t('de', 'emailDecline:question.safe'))).toBeVisible();
  await expectNoSeriousViolations(page, 'decline question');
  expect(posts).toEqual([]);

  await decline.click();
  // "declined", not "already declined": opening the page had not declined it.
  await expect(
    page.getByRole('heading', { name: t('de', 'emailDecline:declined.headline') }),
  ).toBeVisible();
  await expect(page.getByText(/^Abgelehnt am \d/)).toBeVisible();
  expect(posts).toEqual(['POST']);
  await expectNoSeriousViolations(page, 'declined');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: t('de', 'emailDecline:already.headline') }),
  ).toBeVisible();
  expect(posts).toEqual(['POST']);

  // Another browser keeps nothing of it: opening the link, the API says it was declined, and when.
  const other = await browser.newPage();
  await other.goto(brandUrl('aldi', mail.path ?? ''));
  await expect(
    other.getByRole('heading', { name: t('de', 'emailDecline:already.headline') }),
  ).toBeVisible();
  await expect(other.getByText(/^Abgelehnt am \d/)).toBeVisible();
  await expect(
    other.getByRole('button', { name: t('de', 'emailDecline:question.decline') }),
  ).toHaveCount(0);
  await other.close();
  expect(posts).toEqual(['POST']);
});

test('an unknown link and a link without its token each get a clear page', async ({ page }) => {
  await page.goto(brandUrl('o2', '/email-ablehnung?token=o2-mail-decline-9999&brand=o2'));
  await expect(
    page.getByRole('heading', { name: t('de', 'emailDecline:unknown.headline') }),
  ).toBeVisible();

  await page.goto(brandUrl('ayyildiz', '/tr/email-ablehnung'));
  await expect(
    page.getByRole('heading', { name: t('tr', 'emailDecline:incomplete.headline') }),
  ).toBeVisible();
  expect(await germanWordsOn(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'incomplete link');
});

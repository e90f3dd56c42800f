import { edgeRequest } from './edgeRequest.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import { formReady, localePath, t } from './terminationFlow.ts';

test('a screen whose code does not arrive says so above its first paint, in the page’s language; its button loads the page again', async ({
  page,
}) => {
  const slug = 'ayyildiz';
  const path = localePath('tr', '/kuendigung');
  const html = (await edgeRequest(`${slug}.localhost`, 'GET', path)).body;
  const component = /<astro-island[^>]* component-url="([^"]+)"/.exec(html)?.[1];
  expect(component, 'the page’s island').toBeTruthy();
  // The connection drops for the island's code alone, and for Astro's own retry of it.
  let dropped = true;
  await page.route(
    (url) => url.pathname === component,
    (route) => (dropped ? route.abort('internetdisconnected') : route.continue()),
  );
  await page.goto(brandUrl(slug, path));
  const notice = page.getByRole('alert').filter({ hasText: t('tr', 'common:layout.islandFailed') });
  await expect(notice).toBeVisible();
  await expect(page.locator('#island-failed-notice + astro-island')).toHaveCount(1);

  dropped = false;
  await notice.getByRole('button', { name: t('tr', 'common:layout.reloadPage') }).click();
  await formReady(page, 'tr');
  await expect(notice).toBeHidden();
});

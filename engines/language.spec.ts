import { brandUrl } from '../e2e/fixtures.ts';
import { escaped } from '../e2e/terminationFlow.ts';
import { expect, test } from './fixtures.ts';

/** The document's language, read in the page. */
const pageLanguage = () => document.documentElement.lang;

const exactly = (url: string) => new RegExp(`^${escaped(url)}$`);

// The language link stores the choice before the page loads, and the edge redirects by it:
// each engine's cookie store must have it by then, or the German link lands in Turkish.
test('ayyildiz: the language links go to Turkish and back to German, and each choice is kept', async ({
  tab,
}) => {
  const german = brandUrl('ayyildiz', '/kuendigung');
  const turkish = brandUrl('ayyildiz', '/tr/kuendigung');
  await tab.goto(german);
  await tab
    .getByRole('navigation', { name: 'Sprache wählen' })
    .getByRole('link', { name: 'Türkçe' })
    .click();
  await tab.waitForURL(exactly(turkish));
  await tab.goto(german);
  await tab.waitForURL(exactly(turkish));
  await tab.getByRole('link', { name: 'Deutsch' }).click();
  await tab.waitForURL(exactly(german));
  await tab.goto(german);
  await tab.waitForURL(exactly(german));
  expect(await tab.run(pageLanguage)).toBe('de');
});

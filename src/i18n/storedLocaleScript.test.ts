// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from './localeCookie.ts';
import { storedLocaleScript, storedLocaleScriptHashes } from './storedLocaleScript.ts';

/** The head script as the browser runs it on a German page at `path`. */
function run(offered: readonly ('de' | 'en' | 'tr')[], cookies: string, path = '/angebot/abc') {
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  for (const cookie of cookies.split('; ').filter(Boolean)) document.cookie = cookie;
  const script = storedLocaleScript(offered);
  if (script === undefined) throw new Error('no script');
  const location = { pathname: path, search: '?code=1', hash: '#top', replace: vi.fn() };
  new Function('location', script)(location);
  return location.replace;
}

describe('the stored-language head script', () => {
  afterEach(() => document.documentElement.style.removeProperty('visibility'));

  it('replaces the German page by the stored language’s, hidden until it goes', () => {
    const replace = run(['de', 'en'], `${LOCALE_COOKIE}=en`);
    expect(replace).toHaveBeenCalledWith('/en/angebot/abc?code=1#top');
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(run(['de', 'tr'], `other=1; ${LOCALE_COOKIE}=tr`, '/')).toHaveBeenCalledWith(
      '/tr/?code=1#top',
    );
  });

  it('stays on the German page for German, a language the brand lacks, or no cookie', () => {
    for (const cookie of [`${LOCALE_COOKIE}=de`, `${LOCALE_COOKIE}=tr`, `x${LOCALE_COOKIE}=en`, ''])
      expect(run(['de', 'en'], cookie), cookie).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('is no script at all for a brand with German only', () => {
    expect(storedLocaleScript(['de'])).toBeUndefined();
    expect(storedLocaleScriptHashes(['de'])).toEqual([]);
  });

  it('is allowed by the hash the security policy names', () => {
    const script = storedLocaleScript(['de', 'en']) ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(storedLocaleScriptHashes(['de', 'en'])).toEqual([`sha256-${hash}`]);
  });
});

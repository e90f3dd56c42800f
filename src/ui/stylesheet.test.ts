// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadStylesheet } from './stylesheet.ts';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];

describe('a stylesheet loaded on demand', () => {
  afterEach(() => links().forEach((link) => link.remove()));

  it('is added to the page once and is ready when it has loaded', async () => {
    const first = loadStylesheet('/_astro/a.css');
    const second = loadStylesheet('/_astro/a.css');
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/_astro/a.css']);
    links()[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('fails as its component would when it does not arrive, and is asked for again', async () => {
    const failed = loadStylesheet('/_astro/b.css');
    links()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/_astro/b.css');
    expect(links()).toEqual([]);
    const again = loadStylesheet('/_astro/b.css');
    expect(links()).toHaveLength(1);
    links()[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});

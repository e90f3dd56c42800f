import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { paramCheckScript, paramCheckScriptHash } from './paramCheckScript.ts';

const TOKEN = 'A'.repeat(22);

/** A token page as the build emits it, opened at `path` (the head script runs while it parses). */
async function open(path: string, route = '/angebot/:token/login') {
  const html = `<!doctype html><html><head><title>Anmelden | Brand</title>
    <script data-route="${route}">${paramCheckScript}</script></head><body><main>
    <section class="screen"><h1>Anmelden</h1><astro-island></astro-island></section>
    <div data-not-found-view data-title="Seite nicht gefunden | Brand" hidden>
      <h1>Seite nicht gefunden</h1><p><span data-not-found-message>Page not found</span></p>
    </div></main></body></html>`;
  const { window } = new JSDOM(html, {
    url: `https://brand.example${path}`,
    runScripts: 'dangerously',
  });
  const { document } = window;
  await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed));
  return {
    broken: document.documentElement.hasAttribute('data-broken-link'),
    screen: document.querySelector('.screen'),
    view: document.querySelector<HTMLElement>('[data-not-found-view]'),
    message: document.querySelector('[data-not-found-message]')?.textContent,
    title: document.title,
    islandDefined: window.customElements.get('astro-island') !== undefined,
  };
}

describe('the token pages’ check of their route rule', () => {
  it.each([
    `/angebot/${TOKEN}/login`,
    `/angebot/${TOKEN}/login/`,
    `/en/angebot/${TOKEN}/login`,
    `/angebot/${'a-_9'.repeat(64)}/login`,
  ])('leaves the page alone at %s', async (path) => {
    const page = await open(path);
    expect(page.broken).toBe(false);
    expect(page.screen).not.toBeNull();
    expect(page.view?.hidden).toBe(true);
    expect(page.title).toBe('Anmelden | Brand');
    expect(page.islandDefined).toBe(false);
  });

  it.each([
    '/angebot/kurz/login',
    `/angebot/${'a'.repeat(257)}/login`,
    `/angebot/${TOKEN.slice(1)}.x/login`,
    '/angebot/%E0%A4%A/login',
    `/tr/angebot/${TOKEN}%2F/login`,
    `/angebot/${TOKEN}/anders`,
  ])('shows the 404 view naming %s, and starts no island', async (path) => {
    const page = await open(path);
    expect(page.broken).toBe(true);
    expect(page.screen).toBeNull();
    expect(page.view?.hidden).toBe(false);
    expect(page.message).toBe(`Page Not Found: ${new URL(path, 'https://x').pathname}`);
    expect(page.title).toBe('Seite nicht gefunden | Brand');
    // Defined inert before Astro's island script: no island hydrates, no call is sent.
    expect(page.islandDefined).toBe(true);
  });

  it('checks every parameter of a route, at its place', async () => {
    expect((await open(`/idv/${TOKEN}`, '/idv/:token')).broken).toBe(false);
    expect((await open('/idv/abc', '/idv/:token')).broken).toBe(true);
    expect((await open(`/angebot/preview/${TOKEN}`, '/angebot/preview/:token')).broken).toBe(false);
    expect((await open('/angebot/preview/x', '/angebot/preview/:token')).broken).toBe(true);
  });

  it('writes the path as text, never as markup', async () => {
    const page = await open('/angebot/%3Cimg%20src=x%20onerror=alert(1)%3E/login');
    expect(page.message).toBe(
      'Page Not Found: /angebot/%3Cimg%20src=x%20onerror=alert(1)%3E/login',
    );
    expect(page.view?.querySelector('img')).toBeNull();
  });

  it('is allowed by the hash the security policy names', () => {
    const hash = createHash('sha256').update(paramCheckScript).digest('base64');
    expect(paramCheckScriptHash).toBe(`sha256-${hash}`);
  });
});

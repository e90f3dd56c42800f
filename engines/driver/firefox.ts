import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { callable, PHONE, type ElementRef, type Engine, type Session } from './engine.ts';
import { requireProgram } from './programs.ts';

/**
 * Firefox ESR from Debian (`firefox-esr`), driven over WebDriver BiDi by puppeteer-core,
 * which never downloads a browser. One headless browser per run; each test gets a user
 * context of its own (cookies, storage and downloads apart) at phone width.
 */
export async function startFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: requireProgram('firefox'),
    headless: true,
    defaultViewport: PHONE,
    extraPrefsFirefox: {
      // Nothing leaves the machine: every other host goes to a port nothing listens on.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': 9,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': 9,
      'network.proxy.no_proxies_on': 'localhost, .localhost, 127.0.0.1',
    },
  });
  return { name: 'firefox', open: () => openTab(browser), stop: () => browser.close() };
}

async function openTab(browser: Browser): Promise<Session> {
  const downloads = mkdtempSync(join(tmpdir(), 'engines-firefox-downloads-'));
  const context = await browser.createBrowserContext({
    downloadBehavior: { policy: 'allow', downloadPath: downloads },
  });
  const page = await context.newPage();
  const handle = (element: ElementRef) => element.handle as ElementHandle;
  return {
    downloads,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: () => Promise.resolve(page.url()),
    call: async (source, args) => {
      const fn = new Function(callable(source)) as (...a: unknown[]) => unknown;
      const passed = args.map((a) =>
        typeof a === 'object' && a !== null && 'handle' in a ? (a as ElementRef).handle : a,
      );
      const result = await page.evaluateHandle(fn, ...passed);
      const element = result.asElement();
      if (element) return { kind: 'element', handle: element } satisfies ElementRef;
      const value: unknown = await result.jsonValue();
      await result.dispose();
      return value;
    },
    click: (element) => handle(element).click(),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    close: async () => {
      await context.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

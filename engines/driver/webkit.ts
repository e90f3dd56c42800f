import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key as SeleniumKey, WebElement, type WebDriver } from 'selenium-webdriver';
import { callable, PHONE, type ElementRef, type Engine, type Key, type Session } from './engine.ts';
import { requireProgram } from './programs.ts';
import { until, WAIT_MS } from './until.ts';

/**
 * WebKitGTK, the engine of Safari, from Debian: `webkit2gtk-driver` (WebKitWebDriver) starts
 * its MiniBrowser, in a virtual X display (`xvfb-run`), driven by selenium-webdriver. The
 * driver runs once per run; each test gets a session of its own, a new MiniBrowser (its
 * download bar would narrow the next test's window).
 *
 * MiniBrowser's toolbar keeps its window at least 447 px wide: a small GTK stylesheet in the
 * driver's own config folder shrinks it, so the page gets a phone's width.
 */
const TOOLBAR_CSS = 'entry { min-width: 0; }\nbutton { padding: 0; }\n';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const keys: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  Space: SeleniumKey.SPACE,
  Backspace: SeleniumKey.BACK_SPACE,
  Delete: SeleniumKey.DELETE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
};

/** A port free right now, for the driver to listen on. */
const freePort = () =>
  new Promise<number>((done, failed) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : failed(new Error('no port')),
      );
    });
  });

export async function startWebKit(): Promise<Engine> {
  const driverPath = requireProgram('webkitDriver');
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  const config = join(home, 'config');
  const downloads = join(home, 'downloads');
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  mkdirSync(downloads);
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), TOOLBAR_CSS);
  writeFileSync(join(config, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);

  const port = await freePort();
  const server = spawn(
    requireProgram('xvfbRun'),
    [
      '--auto-servernum',
      '--server-args=-screen 0 1280x1024x24',
      driverPath,
      `--port=${port}`,
      // A browser still closing from the test before never holds up the next session.
      '--replace-on-new-session',
    ],
    {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: config },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // The display, the driver and its browsers are one process group.
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await until(
      `WebKitWebDriver on ${url}`,
      async () => ((await fetch(`${url}/status`).catch(() => undefined))?.ok ? true : undefined),
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: 'webkit', open: () => openSession(url, downloads), stop };
}

async function openSession(url: string, downloads: string): Promise<Session> {
  for (const file of readdirSync(downloads)) rmSync(join(downloads, file), { force: true });
  const driver: WebDriver = await new Builder()
    .usingServer(url)
    .disableEnvironmentOverrides()
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      // Nothing leaves the machine: every other host goes to a port nothing listens on.
      proxy: {
        proxyType: 'manual',
        httpProxy: '127.0.0.1:9',
        sslProxy: '127.0.0.1:9',
        noProxy: ['localhost', '*.localhost', '127.0.0.1'],
      },
    })
    .build();
  // A page that never finishes loading fails its step instead of holding the test.
  await driver.manage().setTimeouts({ pageLoad: WAIT_MS, script: WAIT_MS });
  await driver.manage().window().setRect(PHONE);
  const width = await driver.executeScript<number>('return innerWidth');
  if (width !== PHONE.width) {
    await driver.quit();
    throw new Error(`MiniBrowser's page is ${width} px wide, not ${PHONE.width}: see TOOLBAR_CSS`);
  }
  const element = (ref: ElementRef) => ref.handle as WebElement;
  return {
    downloads,
    goto: (address) => driver.get(address),
    url: () => driver.getCurrentUrl(),
    call: async (source, args) => {
      const passed = args.map((a) =>
        typeof a === 'object' && a !== null && 'handle' in a ? (a as ElementRef).handle : a,
      );
      const result: unknown = await driver.executeScript(callable(source), ...passed);
      return result instanceof WebElement
        ? ({ kind: 'element', handle: result } satisfies ElementRef)
        : result;
    },
    click: (ref) => element(ref).click(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    close: () => driver.quit(),
  };
}

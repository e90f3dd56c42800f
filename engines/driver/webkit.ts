import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
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
  // The browser's sound client keeps its runtime folder here, not in one of /tmp that outlives it.
  const runtime = join(home, 'runtime');
  mkdirSync(runtime, { mode: 0o700 });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), TOOLBAR_CSS);
  writeFileSync(join(config, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);

  const port = await freePort();
  const logFile = join(home, 'driver.log');
  const log = openSync(logFile, 'a');
  // In the driver's folder, which goes when it stops: xvfb-run's own temporary folder stays
  // behind when the run's end stops it (its shell cleans up only when it ends by itself).
  const authFile = join(home, 'Xauthority');
  writeFileSync(authFile, '');
  const server = spawn(
    requireProgram('xvfbRun'),
    [
      '--auto-servernum',
      `--auth-file=${authFile}`,
      '--server-args=-screen 0 1280x1024x24',
      driverPath,
      `--port=${port}`,
      // A browser still closing from the test before never holds up the next session.
      '--replace-on-new-session',
    ],
    {
      detached: true,
      stdio: ['ignore', log, log],
      // NO_AT_BRIDGE: no accessibility bus to wait for in a display without a desktop.
      env: {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: config,
        XDG_RUNTIME_DIR: runtime,
        NO_AT_BRIDGE: '1',
      },
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
  return { name: 'webkit', open: () => openSession(url, downloads, logFile), stop };
}

/** How long MiniBrowser may take to start before its start is tried once more. */
const START_MS = 30_000;

/**
 * How often a start is asked for. A CI run once saw three hung starts, two of them in one
 * tab; the test's retry then started at once.
 */
const STARTS = 3;

/**
 * A new session, its own MiniBrowser. A start that hangs (seen now and then on a loaded
 * machine) is asked for again; `--replace-on-new-session` drops the one that hung.
 */
async function startBrowser(url: string, logFile: string): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    const starting = new Builder()
      .usingServer(url)
      .disableEnvironmentOverrides()
      .withCapabilities({
        browserName: 'MiniBrowser',
        // The driver starts its own MiniBrowser, in automation mode.
        'webkitgtk:browserOptions': { args: ['--automation'] },
        // Nothing leaves the machine: every other host goes to a port nothing listens on.
        proxy: {
          proxyType: 'manual',
          httpProxy: '127.0.0.1:9',
          sslProxy: '127.0.0.1:9',
          noProxy: ['localhost', '*.localhost', '127.0.0.1'],
        },
      })
      .build();
    const timer = new AbortController();
    const started = await Promise.race([
      starting,
      delay(START_MS, undefined, { signal: timer.signal }).then(() => undefined),
    ]).finally(() => timer.abort());
    if (started) return started;
    starting.then((late) => late.quit()).catch(() => undefined);
    const said = `The driver said:\n${readFileSync(logFile, 'utf8').slice(-2000)}`;
    if (attempt === STARTS)
      throw new Error(`MiniBrowser did not start within ${START_MS} ms, ${STARTS} times. ${said}`);
    console.warn(`MiniBrowser did not start within ${START_MS} ms; asking again. ${said}`);
  }
}

async function openSession(url: string, downloads: string, logFile: string): Promise<Session> {
  for (const file of readdirSync(downloads)) rmSync(join(downloads, file), { force: true });
  const driver = await startBrowser(url, logFile);
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

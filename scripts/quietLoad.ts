/**
 * A page load as a customer's Chromium runs it, for `npm run bench`. Lighthouse and Playwright
 * drive the browser over the DevTools protocol with its Runtime domain on, and with it on V8
 * keeps a detailed stack trace of every error object made: React makes six at the start of its
 * DOM renderer (the markers it throws to suspend or to leave a hydration mismatch), and they
 * have V8 parse React's 240 KB file again for its source positions: some 20 ms of main thread
 * at 1× (traced, `/kuendigung`), a task of 75–90 ms at a 4× CPU slowdown and of ~200 ms at
 * 10×, on every page with an island. No customer's browser does this. Here the page is opened
 * with nothing of the protocol on but the CPU slowdown and Lighthouse's phone screen, and its
 * long tasks are read from the page's own long-task record once it has loaded; with
 * `inspector`, the Runtime domain is on as under Lighthouse, to show the difference in the same
 * run.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** A long task's length above which it blocks input, as Lighthouse's TBT counts it. */
export const BLOCKING_FROM_MS = 50;

/** The blocking time of a load's long tasks: each one's length above 50 ms. */
export const blockingTime = (durations: readonly number[]): number =>
  durations.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0);

/** How long the page runs on after its load event: web vitals, the consent manager, idle work. */
const AFTER_LOAD_MS = 3000;
const LOAD_TIMEOUT_MS = 30_000;
/** The phone Lighthouse's mobile run emulates (its `screenEmulation`), for the same layout. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
const POLL_MS = 250;

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** A bare DevTools protocol connection to the browser: commands, no domain enabled. */
async function connect(port: number) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  socket.addEventListener('message', (message) => {
    const reply = JSON.parse(String(message.data)) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  });
  const send = async <T>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> => {
    const id = ++lastId;
    const reply = await new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
    waiting.delete(id);
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result as T;
  };
  return { send, close: () => socket.close() };
}

/** Reads the page's long tasks, the ones it had before this observer too. */
const READ_LONG_TASKS = `new Promise((resolve) => {
  const tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  setTimeout(() => resolve(tasks), 100);
})`;

/**
 * The long tasks (ms) of one load of `url` in a fresh browser context (nothing cached) of the
 * Chromium listening on `port`, at `slowdown`× CPU, from the navigation until three seconds
 * after its load event.
 */
export async function longTasksOfLoad(
  port: number,
  url: string,
  { slowdown, inspector }: { slowdown: number; inspector: boolean },
): Promise<number[]> {
  const browser = await connect(port);
  let browserContextId: string | undefined;
  try {
    ({ browserContextId } = await browser.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
    ));
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = <T>(method: string, params: Record<string, unknown> = {}) =>
      browser.send<T>(method, params, sessionId);
    if (inspector) await page('Runtime.enable');
    await page('Emulation.setDeviceMetricsOverride', PHONE);
    await page('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page('Page.navigate', { url });
    const evaluate = async <T>(expression: string) =>
      (
        await page<{ result: { value: T } }>('Runtime.evaluate', {
          expression,
          awaitPromise: true,
          returnByValue: true,
        })
      ).result.value;
    const started = Date.now();
    // Until the navigation commits, the document is still the blank one, complete.
    const loaded = `location.href !== 'about:blank' && document.readyState === 'complete'`;
    while (!(await evaluate<boolean>(loaded))) {
      if (Date.now() - started > LOAD_TIMEOUT_MS) throw new Error(`${url} did not load`);
      await sleep(POLL_MS);
    }
    await sleep(AFTER_LOAD_MS);
    return await evaluate<number[]>(READ_LONG_TASKS);
  } finally {
    if (browserContextId !== undefined)
      await browser.send('Target.disposeBrowserContext', { browserContextId });
    browser.close();
  }
}

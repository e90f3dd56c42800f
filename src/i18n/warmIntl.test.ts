import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../routes.ts';

/** A Worker that notes what it was asked, in place of the browser's. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  readonly sent: unknown[] = [];
  terminated = false;
  readonly url: URL;
  constructor(url: URL) {
    super();
    this.url = url;
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** warmIntl as a fresh page has it: nothing started yet. */
async function freshPage() {
  vi.resetModules();
  return (await import('./warmIntl.ts')).warmIntl;
}

describe('warmIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it.each<[Locale, string[]]>([
    ['de', ['de-DE']],
    ['en', ['en-US', 'de-DE']],
    ['tr', ['tr-TR', 'de-DE']],
  ])(
    'has one worker load the page language and German (%s), however often a screen asks',
    async (locale, locales) => {
      vi.stubGlobal('Worker', FakeWorker);
      const warmIntl = await freshPage();
      warmIntl(locale);
      warmIntl(locale);
      expect(FakeWorker.made).toHaveLength(1);
      expect(FakeWorker.made[0]!.url.pathname).toMatch(/intlWarmup\.worker\.ts$/);
      expect(FakeWorker.made[0]!.sent).toEqual([locales]);
    },
  );

  it('ends a worker that failed to load', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    (await freshPage())('de');
    FakeWorker.made[0]!.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('leaves the page alone where workers are missing or refused', async () => {
    vi.stubGlobal('Worker', undefined);
    const withoutWorkers = await freshPage();
    expect(() => withoutWorkers('de')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    const refused = await freshPage();
    expect(() => refused('de')).not.toThrow();
  });
});

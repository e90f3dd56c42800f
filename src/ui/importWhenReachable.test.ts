import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFailedPagePartLoad, PAGE_PART_FAILED } from '../release/failedLoad.ts';
import { failedFileOf } from '../release/reloadGuard.ts';
import { fetchFiles, importWhenReachable, prefetchFiles } from './importWhenReachable.ts';

afterEach(() => vi.unstubAllGlobals());

const files = ['/_astro/list.js', '/_astro/mantine.js'];

describe('importWhenReachable', () => {
  it('hands the import nothing while a file does not arrive, and imports once they all do', async () => {
    const load = vi.fn(() => Promise.resolve('the list'));
    const loadList = importWhenReachable(files, load);
    const fetch = vi.fn((file: string) =>
      Promise.resolve(new Response('', { status: file.includes('mantine') ? 503 : 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(loadList()).rejects.toThrow('Unable to load page part (503) /_astro/mantine.js');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('NetworkError'))),
    );
    await expect(loadList()).rejects.toThrow('Unable to load page part (no answer) /_astro/');
    expect(load).not.toHaveBeenCalled();

    fetch.mockImplementation(() => Promise.resolve(new Response('export {}')));
    vi.stubGlobal('fetch', fetch);
    await expect(loadList()).resolves.toBe('the list');
    expect(load).toHaveBeenCalledOnce();
    expect(fetch.mock.calls.slice(-2).map(([file]) => file)).toEqual(files);
  });

  it('imports nothing when a file breaks off after its headers', async () => {
    const load = vi.fn(() => Promise.resolve('the list'));
    const broken = () =>
      new ReadableStream({
        start: (controller) => controller.error(new TypeError('connection reset')),
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(broken()))),
    );
    await expect(importWhenReachable(files, load)()).rejects.toThrow(
      'Unable to load page part (no answer) /_astro/',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a file that did not arrive on the window, as the release guard reads one', async () => {
    const dispatched = vi.fn((_event: Event) => true);
    vi.stubGlobal('dispatchEvent', dispatched);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
    );
    const load = vi.fn(() => Promise.resolve('the list'));
    await expect(importWhenReachable(['/_astro/gone.js'], load)()).rejects.toThrow();
    const event = dispatched.mock.calls[0]?.[0] as CustomEvent<{ error: unknown }>;
    expect(event.type).toBe(PAGE_PART_FAILED);
    expect(isFailedPagePartLoad(event.detail.error)).toBe(true);
    const page = new URL('https://aldi.example/kuendigung') as unknown as Location;
    expect(failedFileOf(event.detail.error, page)?.href).toBe(
      'https://aldi.example/_astro/gone.js',
    );
  });

  it('fetches nothing once the module is imported: a submit offline needs no file', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('export {}')));
    vi.stubGlobal('fetch', fetch);
    const load = vi.fn(() => Promise.resolve('the list'));
    const loadList = importWhenReachable(files, load);
    await loadList();
    fetch.mockClear();
    fetch.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await expect(loadList()).resolves.toBe('the list');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('imports at once where the build wrote no list (dev server, tests)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const loadList = importWhenReachable('lazy-files:src/list.tsx', () => Promise.resolve(1));
    await expect(loadList()).resolves.toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fetchFiles', () => {
  it("fetches a module's files ahead of its import, and reports one that did not arrive", async () => {
    const fetch = vi.fn((_file: string) => Promise.resolve(new Response('export {}')));
    vi.stubGlobal('fetch', fetch);
    await fetchFiles(files);
    expect(fetch.mock.calls.map(([file]) => file)).toEqual(files);

    const dispatched = vi.fn((_event: Event) => true);
    vi.stubGlobal('dispatchEvent', dispatched);
    fetch.mockImplementation(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(fetchFiles(files)).rejects.toThrow('Unable to load page part (404)');
    expect(dispatched.mock.calls.map(([event]) => event.type)).toEqual([PAGE_PART_FAILED]);
  });

  it('fetches nothing where the build wrote no list (dev server, tests)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await fetchFiles('lazy-files:src/list.tsx');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a file once while several parts wait for it', async () => {
    const answers: (() => void)[] = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(new Response('export {}')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const both = Promise.all([fetchFiles(['/_astro/api.js']), fetchFiles(['/_astro/api.js'])]);
    for (const answer of answers) answer();
    await both;
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('fetches only the files the page has not received whole', async () => {
    vi.stubGlobal('location', new URL('https://aldi.example/idv/token'));
    // As the browser's Resource Timing has them: a script of the page, and one that failed.
    const received: Record<string, { responseStatus?: number }[]> = {
      'https://aldi.example/_astro/list.js': [{ responseStatus: 200 }],
      'https://aldi.example/_astro/mantine.js': [{ responseStatus: 404 }],
      'https://aldi.example/_astro/dates.js': [{}],
    };
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      (name) => (received[name] ?? []) as PerformanceEntryList,
    );
    const fetch = vi.fn((_file: string) => Promise.resolve(new Response('export {}')));
    vi.stubGlobal('fetch', fetch);
    await fetchFiles([...files, '/_astro/dates.js']);
    expect(fetch.mock.calls.map(([file]) => file)).toEqual([
      '/_astro/mantine.js',
      '/_astro/dates.js',
    ]);
  });
});

describe('prefetchFiles', () => {
  it('leaves a file that did not arrive to the part: reported, and no rejection left unhandled', async () => {
    const dispatched = vi.fn((_event: Event) => true);
    vi.stubGlobal('dispatchEvent', dispatched);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('NetworkError'))),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchFiles(files);
      await vi.waitFor(() => expect(dispatched).toHaveBeenCalledOnce());
      await new Promise((resolve) => setTimeout(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

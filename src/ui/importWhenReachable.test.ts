import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenReachable } from './importWhenReachable.ts';

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
    await expect(loadList()).rejects.toThrow('/_astro/mantine.js: 503');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('NetworkError'))),
    );
    await expect(loadList()).rejects.toThrow('NetworkError');
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
    await expect(importWhenReachable(files, load)()).rejects.toThrow('connection reset');
    expect(load).not.toHaveBeenCalled();
  });

  it('imports at once where the build wrote no list (dev server, tests)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const loadList = importWhenReachable('lazy-files:src/list.tsx', () => Promise.resolve(1));
    await expect(loadList()).resolves.toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});

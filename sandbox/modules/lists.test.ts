import { describe, expect, it } from 'vitest';
import { createSandbox } from '../app.ts';
import { listsModule } from './lists.ts';

const { app } = createSandbox({ dbPath: ':memory:', quiet: true, modules: [listsModule] });

describe('nationalities', () => {
  it('lists countries with German, English and Turkish names, Germany first', async () => {
    const res = await app.request('/api/ayyildiz/lists/nationalities');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { code: string; name: Record<string, string> }[];
    expect(list[0]).toEqual({
      code: 'DE',
      name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' },
    });
    expect(list.find((n) => n.code === 'TR')?.name.tr).toBe('Türkiye');
    expect(list.find((n) => n.code === 'AT')?.name.de).toBe('Österreich');
    expect(list.length).toBeGreaterThan(240);
    expect(list.some((n) => n.code === 'AQ')).toBe(false);
  });

  it('sorts by the German name', async () => {
    const list = (await (await app.request('/api/o2/lists/nationalities')).json()) as {
      name: { de: string };
    }[];
    const names = list.slice(1).map((n) => n.name.de);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('answers 404 for a brand that does not exist', async () => {
    expect((await app.request('/api/acme/lists/nationalities')).status).toBe(404);
  });
});

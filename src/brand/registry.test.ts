import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS_DIR, BrandConfigError, loadBrand, loadBrands } from './registry.ts';
import { brandEnum } from './schema.ts';

const FIXTURE = join(import.meta.dirname, '__fixtures__', 'testmobil');

describe('the eight brands', () => {
  // SPEC §3: slug, id, backend name, type, languages.
  const table = [
    ['o2', 1, 'O2', false, ['de']],
    ['ayyildiz', 72, 'AYYILDIZ', false, ['de', 'tr']],
    ['aetka', 65, 'AETKASMART', false, ['de']],
    ['aldi', 80, 'ALDITALK', true, ['de']],
    ['nova', 76, 'NOVA', true, ['de']],
    ['ortel', 77, 'ORTEL', true, ['de', 'en']],
    ['spice', 86, 'BLAUWORLD', true, ['de', 'en']],
    ['product', 2, 'PRODUCT', false, ['de']],
  ] as const;

  it('load with the values of the specification, in list order', () => {
    const brands = loadBrands(BRANDS_DIR, {});
    expect(
      brands.map((b) => [b.slug, b.id, b.backendEnum, b.prepaid, b.availableLanguages]),
    ).toEqual(table.map((row) => [...row.slice(0, 4), [...row[4]]]));
  });

  it('take the white-label slug and backend name from configuration', () => {
    const custom = loadBrands(BRANDS_DIR, { WHITE_LABEL_SLUG: 'mobilfunk' }).find(
      (b) => b.id === 2,
    );
    expect(custom?.slug).toBe('mobilfunk');
    expect(custom?.backendEnum).toBe('MOBILFUNK');
    expect(custom?.hosts).toContain('mobilfunk.localhost');
    const named = loadBrands(BRANDS_DIR, {
      WHITE_LABEL_SLUG: 'mobilfunk',
      WHITE_LABEL_BACKEND_ENUM: 'MF_SERVICE',
    }).find((b) => b.id === 2);
    expect(named?.backendEnum).toBe('MF_SERVICE');
  });

  it('take the white-label hotline from configuration, the template number otherwise', () => {
    const whiteLabel = (env: Record<string, string>) =>
      loadBrands(BRANDS_DIR, env).find((b) => b.id === 2)?.hotline;
    expect(whiteLabel({ WHITE_LABEL_HOTLINE: '0800 1002000' })).toBe('0800 1002000');
    expect(whiteLabel({})).toBe('0800 0000000');
    expect(() => whiteLabel({ WHITE_LABEL_HOTLINE: 'call us' })).toThrow(/WHITE_LABEL_HOTLINE/);
  });

  it('reject a white-label slug that cannot be a URL or folder name', () => {
    expect(() => loadBrands(BRANDS_DIR, { WHITE_LABEL_SLUG: 'Mobil Funk' })).toThrow(
      /WHITE_LABEL_SLUG/,
    );
  });

  it('know the backend names beyond the site brands', () => {
    expect(brandEnum).toEqual(
      expect.arrayContaining(['blauworld', 'nettokom', 'whatsapp', 'telefonica']),
    );
  });
});

describe('adding a brand is adding a folder', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the real brands folder, with `extra` folders added from the fixture. */
  function brandsDir(extra: Record<string, (folder: string) => void> = {}) {
    dir = mkdtempSync(join(tmpdir(), 'brands-'));
    cpSync(BRANDS_DIR, dir, { recursive: true });
    for (const [name, change] of Object.entries(extra)) {
      cpSync(FIXTURE, join(dir, name), { recursive: true });
      change(join(dir, name));
    }
    return dir;
  }
  const editJson = (folder: string, edit: (json: Record<string, unknown>) => void) => {
    const file = join(folder, 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
  };
  const failure = (load: () => unknown): string => {
    try {
      load();
    } catch (e) {
      expect(e).toBeInstanceOf(BrandConfigError);
      return (e as Error).message;
    }
    throw new Error('expected the brand to be rejected');
  };

  it('picks up a new brand folder with its own data', () => {
    const before = loadBrands(brandsDir(), {});
    expect(before.map((b) => b.slug)).not.toContain('testmobil');
    rmSync(dir, { recursive: true, force: true });

    const after = loadBrands(brandsDir({ testmobil: () => {} }), {});
    expect(after).toHaveLength(before.length + 1);
    const added = after.at(-1);
    expect(added).toMatchObject({
      slug: 'testmobil',
      id: 99,
      backendEnum: 'TESTMOBIL',
      prepaid: true,
      availableLanguages: ['de', 'en'],
      hosts: ['testmobil.localhost', 'angebot.testmobil.example'],
      personalisationId: 'testmobil-perso',
      dir: join(dir, 'testmobil'),
    });
  });

  it('names the folder when brand.json is missing', () => {
    const root = brandsDir({ broken: (f) => rmSync(join(f, 'brand.json')) });
    expect(failure(() => loadBrands(root, {}))).toBe(
      `${join(root, 'broken', 'brand.json')}: missing brand.json`,
    );
  });

  it('names the file when brand.json is not JSON', () => {
    const root = brandsDir({ broken: (f) => writeFileSync(join(f, 'brand.json'), '{ "id": 99,') });
    expect(failure(() => loadBrands(root, {}))).toMatch(
      new RegExp(`^${join(root, 'broken', 'brand.json')}: invalid JSON`),
    );
  });

  it('names file and field when a required field is missing', () => {
    const root = brandsDir({ broken: (f) => editJson(f, (j) => delete j['name']) });
    const message = failure(() => loadBrands(root, {}));
    expect(message).toContain(join(root, 'broken', 'brand.json'));
    expect(message).toContain('field "name"');
  });

  it('names file and field for a language the site does not have', () => {
    const root = brandsDir({
      broken: (f) => editJson(f, (j) => (j['availableLanguages'] = ['de', 'fr'])),
    });
    const message = failure(() => loadBrands(root, {}));
    expect(message).toContain(join(root, 'broken', 'brand.json'));
    expect(message).toContain('field "availableLanguages.1"');
  });

  it('names file and field when the imprint is no https address', () => {
    const root = brandsDir({
      broken: (f) =>
        editJson(f, (j) => {
          j['legalPages'] = {
            imprint: 'www.testmobil.example/impressum',
            privacy: 'https://x.example',
          };
        }),
    });
    const message = failure(() => loadBrands(root, {}));
    expect(message).toContain(join(root, 'broken', 'brand.json'));
    expect(message).toContain('field "legalPages.imprint"');
  });

  it('names file and field when the logo file is missing', () => {
    const root = brandsDir({ broken: (f) => rmSync(join(f, 'logo.svg')) });
    const message = failure(() => loadBrand('broken', root, {}));
    expect(message).toBe(
      `${join(root, 'broken', 'brand.json')}: field "logo" names logo.svg, which is not in the folder`,
    );
  });

  it('names file and host when two brands claim the same host', () => {
    const root = brandsDir({
      testmobil: () => {},
      copycat: (f) =>
        editJson(f, (j) => {
          j['slug'] = 'copycat';
          j['id'] = 98;
          j['backendEnum'] = 'COPYCAT';
          j['order'] = 9;
        }),
    });
    const message = failure(() => loadBrands(root, {}));
    expect(message).toContain(join(root, 'copycat', 'brand.json'));
    expect(message).toContain('host:testmobil.localhost is already used by testmobil');
  });
});

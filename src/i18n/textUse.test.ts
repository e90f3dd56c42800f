import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { islands } from '../routing/screens.ts';
import { fragmentsOf, islandTextKeys, keysNamed, sourceGraph } from './textUse.ts';

const keys = [
  'common:layout.hotline',
  'common:layout.footerNav',
  'ui:loadFailed.headline',
  'ui:loadFailed.retry',
  'ui:modal.ok',
  'errors:offer.OfferExpired.title',
  'errors:offer.OfferExpired.text',
  'errors:api.ApiError.title',
  'idv:screens.idv.heading',
  'offer:screens.offer.heading',
  'offer:intro',
];

const named = (...sources: string[]) => [...keysNamed(keys, fragmentsOf(sources))].sort();

describe('the keys an island’s code names', () => {
  it('finds a key written out, a common one also without its namespace', () => {
    expect(named("t('ui:modal.ok')", "t('layout.hotline')")).toEqual([
      'common:layout.hotline',
      'ui:modal.ok',
    ]);
  });

  it('finds the keys of a group whose parts a component adds', () => {
    expect(named("failedTexts: 'ui:loadFailed'", 't(`${texts}.headline`)')).toEqual([
      'ui:loadFailed.headline',
      'ui:loadFailed.retry',
    ]);
  });

  it('finds the keys a key built from data starts with', () => {
    expect(named('t(`errors:offer.${code}.title`)')).toEqual([
      'errors:offer.OfferExpired.text',
      'errors:offer.OfferExpired.title',
    ]);
  });

  it('finds a path in every namespace where the code chose the namespace', () => {
    expect(named('`${ns}:screens.${screen}.heading`')).toEqual([
      'idv:screens.idv.heading',
      'offer:screens.offer.heading',
    ]);
  });

  it('takes no group from prose or from a field named like a namespace', () => {
    expect(
      named(
        "// keeps the layout's size; the offer: a tariff",
        'const form = { errors: {}, offer: undefined };',
      ),
    ).toEqual([]);
  });
});

describe('the modules an island reaches', () => {
  let root: string;
  const write = (path: string, source: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'text-use-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('follows static and lazy imports and re-exports, not types, styles or packages', () => {
    write(
      'Island.tsx',
      [
        "import './island.css';",
        "import { useState } from 'react';",
        "import { Form } from './forms/Form.tsx';",
        "import type { Keys } from './keys.ts';",
        "export { helper } from './helper.ts';",
        "const View = () => import('./View.tsx');",
      ].join('\n'),
    );
    write('forms/Form.tsx', "import {\n  type A,\n  b,\n} from '../shared/b.ts';");
    write('shared/b.ts', 'export const b = 1;');
    write('helper.ts', '');
    write('View.tsx', '');
    write('keys.ts', "export type Keys = 'every:key';");
    write('island.css', '');
    const files = [...sourceGraph(join(root, 'Island.tsx')).keys()].map((f) =>
      f.slice(root.length),
    );
    expect(files.sort()).toEqual(
      ['/Island.tsx', '/View.tsx', '/forms/Form.tsx', '/helper.ts', '/shared/b.ts'].sort(),
    );
  });
});

describe('the texts of the real islands', () => {
  const modules = [...new Set(Object.values(islands).map((island) => island.module))];
  const used = islandTextKeys(modules);

  it('include what a lazily loaded view and the error texts show', () => {
    const termination = used['termination/TerminationScreen.tsx'] ?? [];
    expect(termination).toContain('termination:reason.legend');
    expect(termination).toContain('datepicker:nextMonth');
    expect(termination).toContain('errors:field.reasonRequired');
    expect(used['idv/IdvScreen.tsx']).toContain('errors:idv.IDV_COMPLETED.title');
    expect(used['offer/error/OfferErrorScreen.tsx']).toContain('errors:offer.OfferExpired.title');
  });

  it('leave out the texts of other areas and of the page around the island', () => {
    const withdrawal = used['withdrawal/WithdrawalScreen.tsx'] ?? [];
    expect(withdrawal).not.toContain('termination:reason.legend');
    expect(withdrawal).not.toContain('common:layout.hotline');
    // A flow's error texts reach its own islands only: all flows' were 13 KB of every island's.
    expect(used['termination/TerminationScreen.tsx']).not.toContain('errors:api.ApiError.title');
    expect(used['offer/OfferScreen.tsx']).not.toContain('errors:offer.OfferExpired.title');
    expect(used['idv/IdvScreen.tsx']).not.toContain('errors:offer.OfferExpired.title');
    expect(used['offer/error/OfferErrorScreen.tsx']).not.toContain(
      'errors:idv.IDV_COMPLETED.title',
    );
  });
});

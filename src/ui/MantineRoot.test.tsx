// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Button as MantineButton } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLocale, useText } from '../i18n/react.tsx';
import { Button } from './Button.tsx';
import { ErrorModal } from './ErrorModal.tsx';
import { MantineScope } from './MantineScope.tsx';
import { IslandRoot, renderUi } from './renderUi.tsx';
import { Tooltip } from './Tooltip.tsx';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** `--name: value;` declarations of a stylesheet (the last one wins). */
function declarations(css: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, name = '', value = ''] of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    out.set(name, value.trim());
  return out;
}

/** Follows `var(--x)` through theme.css until it leaves Mantine's variables. */
function resolveVar(vars: Map<string, string>, value: string): string {
  const inner = /^var\((--mantine-[\w-]+)\)$/.exec(value)?.[1];
  const next = inner && vars.get(inner);
  return next ? resolveVar(vars, next) : value;
}

describe('MantineRoot', () => {
  it('passes locale and texts on to the island', () => {
    function Probe() {
      return (
        <p>
          {useLocale()}: {useText()('ui:modal.close')}
        </p>
      );
    }
    renderUi(<Probe />, { locale: 'tr' });
    expect(screen.getByRole('paragraph')).toHaveTextContent('tr: Kapat');
  });

  it('injects no <style> or <script> element, in the built HTML or in the browser', async () => {
    const tree = (
      <IslandRoot>
        <Tooltip label="Hinweis">
          <Button loading>Speichern</Button>
        </Tooltip>
        <ErrorModal opened onClose={() => {}} text="Fehler" />
      </IslandRoot>
    );
    expect(renderToString(tree)).not.toMatch(/<(style|script)\b/);
    const { user } = renderUi(tree.props.children);
    await user.tab();
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('style, script')).toHaveLength(0);
  });

  it('gives buttons the brand colours: ours in button.css, Mantine ones through theme.css', () => {
    const ours = read('src/ui/button.css');
    expect(ours).toMatch(/\.ui-button \{[^}]*background: var\(--brand-primary\);/);
    expect(ours).toMatch(/\.ui-button \{[^}]*color: var\(--brand-on-primary\);/);
    expect(ours).toMatch(/\.ui-button:hover[^{]*\{[^}]*background: var\(--brand-primary-hover\);/);
    renderUi(
      <MantineScope>
        <MantineButton>Mantine</MantineButton>
      </MantineScope>,
    );
    const vars = declarations(read('src/ui/theme.css'));
    const bare = declarations(
      `${screen.getByRole('button', { name: 'Mantine' }).getAttribute('style') ?? ''};`,
    );
    // A bare Mantine Button sets no background: Button.css falls back to the primary colour.
    expect(bare.has('--button-bg')).toBe(false);
    expect(read('node_modules/@mantine/core/styles/Button.layer.css')).toContain(
      'background: var(--button-bg, var(--mantine-primary-color-filled));',
    );
    expect(resolveVar(vars, 'var(--mantine-primary-color-filled)')).toBe('var(--brand-primary)');
    expect(resolveVar(vars, bare.get('--button-color') ?? '')).toBe('var(--brand-on-primary)');
  });

  it('maps links, font and corner radius to the brand', () => {
    const vars = declarations(read('src/ui/theme.css'));
    expect(resolveVar(vars, 'var(--mantine-color-anchor)')).toBe('var(--brand-primary)');
    expect(resolveVar(vars, 'var(--mantine-font-family)')).toBe('var(--brand-font)');
    expect(resolveVar(vars, 'var(--mantine-radius-default)')).toBe('var(--brand-radius-field)');
    expect(resolveVar(vars, 'var(--mantine-color-dimmed)')).toBe('var(--brand-text-muted)');
  });

  it('uses only brand tokens that every brand defines or inherits from the defaults', () => {
    const css = readdirSync(join(ROOT, 'src/ui'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => read(`src/ui/${f}`))
      .join('\n');
    const used = new Set([...css.matchAll(/var\((--brand-[\w-]+)\)/g)].map((m) => m[1]));
    for (const brand of readdirSync(join(ROOT, 'brands'))) {
      const defined = new Map([
        ...declarations(read('src/layouts/tokens.css')),
        ...declarations(read(`brands/${brand}/theme.css`)),
      ]);
      const missing = [...used].filter((token) => token && !defined.has(token));
      expect(missing, `brands/${brand}/theme.css`).toEqual([]);
    }
  });

  it('imports Mantine stylesheets one component at a time, never the whole bundle', () => {
    const sources = readdirSync(join(ROOT, 'src/ui'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => read(`src/ui/${f}`));
    expect(sources.filter((s) => /@mantine\/core\/styles(\.layer)?\.css/.test(s))).toEqual([]);
  });

  it("imports Mantine's stylesheets only in their layered form, below every rule of the app", () => {
    const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(tsx?|astro|css)$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const imports = files.flatMap((f) =>
      [...read(`src/${f}`).matchAll(/['"](@mantine\/[\w-]+\/styles[^'"]*\.css)['"]/g)].map(
        (m) => `${f}: ${m[1]}`,
      ),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.endsWith('.layer.css'))).toEqual([]);
    expect(read('src/layouts/tokens.css')).toMatch(/^@layer mantine;$/m);
  });

  it('catches a crash in the island and shows the fallback view', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const consoleError = console.error;
    console.error = () => {};
    try {
      renderUi(<Broken />);
    } finally {
      console.error = consoleError;
    }
    expect(screen.getByRole('button', { name: 'Fehler zurücksetzen' })).toBeVisible();
  });
});

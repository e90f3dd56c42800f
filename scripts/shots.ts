/**
 * `npm run shots [-- --brand <slug>] [--out <folder>]`: screenshots for people. Walks every
 * brand's offer flow through the UI (a fresh copy of its seeded happy offer) and opens its
 * plain pages, and writes full-page PNGs of every screen at 320 px (the narrowest phone the
 * site is made for) and 1280 px, in German and in each language the brand offers, into one
 * folder with an index.html that shows them side by side. Builds the brands first when their sources changed, then serves them
 * through the local edge with an in-memory sandbox on free ports.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { loadBrands } from '../src/brand/registry.ts';
import type { Brand } from '../src/brand/schema.ts';
import type { Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import type { Scenario } from '../sandbox/context.ts';
import { startSandbox } from '../sandbox/server.ts';
import { buildInputsHash, buildMatrix } from './build.ts';
import { startEdge } from './edge.ts';
import { DIST, ROOT } from './paths.ts';
import { readStamp } from './stamp.ts';

const WIDTHS = [320, 1280] as const;
/** The flow is walked at the browser tests' size, where the helpers know each control. */
const WALK = { width: 1280, height: 800 };
/** Brands shot at once: each walks its flow in its own browser context. */
const PARALLEL = 3;

const { values } = parseArgs({
  options: {
    brand: { type: 'string', multiple: true },
    out: { type: 'string', default: 'shots' },
  },
});
const all = loadBrands();
const wanted = (values.brand ?? []).flatMap((b) => b.split(',')).filter(Boolean);
const brands = wanted.length ? all.filter((b) => wanted.includes(b.slug)) : all;
if (brands.length === 0) throw new Error(`Unknown brand(s): ${wanted.join(', ')}`);
const out = resolve(ROOT, values.out);

// The same build `npm start` or `npm run build:test` left behind is good enough.
const slugs = brands.map((b) => b.slug);
const upToDate = [slugs, all.map((b) => b.slug)].some((list) =>
  [false, true].some((components) => readStamp(DIST) === buildInputsHash(list, components)),
);
if (!upToDate) {
  console.log(`Building ${slugs.join(', ')} (sources changed since the last build)…`);
  await buildMatrix({ brands: slugs, quiet: true });
}

const sandbox = await startSandbox({ port: 0, dbPath: ':memory:', quiet: true });
const edge = await startEdge({
  port: 0,
  distDir: DIST,
  brands: all,
  apiUpstream: `http://127.0.0.1:${sandbox.port}`,
  quiet: true,
});
// The flow helpers of the browser tests read the ports when they are first imported.
process.env['PORT'] = String(edge.port);
process.env['SANDBOX_PORT'] = String(sandbox.port);
const flow = await import('../e2e/offerFlow.ts');
const { brandUrl } = await import('../e2e/fixtures.ts');
const { settle } = await import('../e2e/settle.ts');
const { walkOfferScreens } = await import('../e2e/offerScreens.ts');

const scenarios = (await (
  await fetch(`http://127.0.0.1:${sandbox.port}/__sandbox/scenarios`)
).json()) as Scenario[];

interface Shot {
  brand: string;
  locale: Locale;
  screen: string;
  width: number;
  file: string;
}
const shots: Shot[] = [];

/** A brand's run in one browser page; its screens are numbered in order for the file names. */
function camera(page: Page, brand: Brand) {
  const screens: string[] = [];
  const locales: Locale[] = ['de', ...brand.availableLanguages.filter((l) => l !== 'de')];

  /** Full-page PNGs of the page as it is now, at every width. */
  async function shoot(screen: string, locale: Locale = 'de') {
    await settle(page, `${brand.slug} ${screen}`);
    if (!screens.includes(screen)) screens.push(screen);
    const index = String(screens.indexOf(screen) + 1).padStart(2, '0');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const file = join(out, brand.slug, `${index}-${screen}-${locale}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      shots.push({ brand: brand.slug, locale, screen, width, file: relative(out, file) });
    }
    await page.setViewportSize(WALK);
  }

  return {
    page,
    brand,
    locales,
    shoot,
    /** Opens a path (its German form) and shoots it in every language of the brand. */
    async visit(screen: string, path: string) {
      for (const locale of locales) {
        await page.goto(brandUrl(brand.slug, localizePath(path, locale)));
        await shoot(screen, locale);
      }
    },
    /** Shoots the step the flow is on, in German, then in the brand's other languages. */
    async step(screen: string) {
      const path = new URL(page.url()).pathname;
      await shoot(screen);
      const others = locales.filter((l) => l !== 'de');
      for (const locale of others) {
        await page.goto(brandUrl(brand.slug, localizePath(path, locale)));
        await shoot(screen, locale);
      }
      if (others.length) await page.goto(brandUrl(brand.slug, path));
    },
  };
}
type Camera = ReturnType<typeof camera>;

const scenario = (test: (s: Scenario) => boolean) => scenarios.find(test);
/** The brand's seeded happy offer (the first of its kind in the list; copies follow it). */
const happyOffer = (brand: Brand) =>
  scenario((s) => s.brand === brand.slug && s.name.startsWith('offer-happy-'));

/**
 * The offer flow walked once per language, on a fresh copy each: the ID number and the IBAN
 * live in the page's memory, so opening a later step in another language would ask for them
 * again instead of showing the step.
 */
async function walkOffer(cam: Camera) {
  const seed = happyOffer(cam.brand);
  if (!seed) return;
  for (const locale of cam.locales) {
    const token = await flow.freshOffer(seed.token);
    const visit = { slug: cam.brand.slug, token, seed: seed.token, locale };
    await walkOfferScreens(cam.page, visit, (screen) => cam.shoot(screen, locale));
  }
}

/** The layout's update notice, revealed as a new release would, on a scrolled page. */
async function updateNotice(cam: Camera) {
  const { page, brand } = cam;
  const seed = happyOffer(brand);
  if (!seed?.path) return;
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(brandUrl(brand.slug, seed.path));
  await settle(page, `${brand.slug} update notice`);
  await page.evaluate(() => {
    const notice = document.getElementById('release-notice');
    if (notice) notice.hidden = false;
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
  });
  const file = join(out, brand.slug, `99-update-notice-de-${WIDTHS[0]}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  shots.push({
    brand: brand.slug,
    locale: 'de',
    screen: 'update-notice (scrolled)',
    width: WIDTHS[0],
    file: relative(out, file),
  });
}

async function shootBrand(context: BrowserContext, brand: Brand) {
  const page = await context.newPage();
  const cam = camera(page, brand);
  await cam.visit('home', '/');
  await cam.visit('offer-landing', '/angebot');
  await walkOffer(cam);
  const otp = scenario((s) => s.brand === brand.slug && s.name === 'offer-kind-offer_otp');
  if (otp) {
    const visit = { slug: brand.slug, token: await flow.freshOffer(otp.token), seed: otp.token };
    await flow.openProtectedOffer(page, visit);
    await cam.step('login');
  }
  const failing = scenario((s) => s.brand === brand.slug && s.name.startsWith('offer-error-'));
  if (failing?.path) await cam.visit('offer-error', failing.path);
  await cam.visit('offer-unknown-link', '/angebot/no-offer-behind-this-link');
  await cam.visit('termination', '/kuendigung');
  const idv = scenario((s) => s.brand === brand.slug && s.name.startsWith('idv-happy-'));
  if (idv?.path) await cam.visit('idv', idv.path);
  await cam.visit('not-found', '/gibt-es-nicht');
  await updateNotice(cam);
}

function indexPage(): string {
  const escape = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const sections = brands.map((brand) => {
    const own = shots.filter((s) => s.brand === brand.slug);
    const grids = WIDTHS.map((width) => {
      const figures = own
        .filter((s) => s.width === width)
        .map(
          (s) =>
            `<figure><a href="${escape(s.file)}"><img src="${escape(s.file)}" loading="lazy" alt=""></a>` +
            `<figcaption>${escape(s.screen)} · ${s.locale} · ${s.width} px</figcaption></figure>`,
        );
      return `<h3>${width} px</h3><div class="grid w${width}">${figures.join('')}</div>`;
    });
    return `<section id="${brand.slug}"><h2>${escape(brand.name)} <small>(${brand.slug})</small></h2>${grids.join('')}</section>`;
  });
  const nav = brands.map((b) => `<a href="#${b.slug}">${escape(b.name)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem;background:#eee;color:#111}
nav{position:sticky;top:0;background:#eee;padding:.5rem 0;z-index:1}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(var(--w),1fr))}
.w320{--w:160px}.w1280{--w:320px}
figure{margin:0;background:#fff;padding:.5rem;border-radius:6px}
img{display:block;width:100%;height:auto;max-height:420px;object-fit:cover;object-position:left top;border:1px solid #ccc}
figcaption{margin-top:.25rem}
</style></head><body>
<h1>Screenshots (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)</h1>
<p>Each image is the top of a full page; click it for the whole page.</p>
<nav>${nav}</nav>
${sections.join('\n')}
</body></html>`;
}

const launchOptions = playwrightConfig.use?.launchOptions ?? {};
const browser = await chromium.launch(launchOptions);
const started = Date.now();
try {
  for (const brand of brands) rmSync(join(out, brand.slug), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const queue = [...brands];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let brand = queue.shift(); brand; brand = queue.shift()) {
        const context = await browser.newContext({ viewport: WALK });
        try {
          await shootBrand(context, brand);
          console.log(
            `✓ ${brand.slug}: ${shots.filter((s) => s.brand === brand.slug).length} shots`,
          );
        } catch (error) {
          failures.push(`${brand.slug}: ${error instanceof Error ? error.message : String(error)}`);
          console.error(`✗ ${brand.slug} stopped: ${failures.at(-1)}`);
        } finally {
          await context.close();
        }
      }
    }),
  );
  shots.sort((a, b) => a.file.localeCompare(b.file));
  writeFileSync(join(out, 'index.html'), indexPage());
  console.log(
    `${shots.length} screenshots in ${((Date.now() - started) / 1000).toFixed(0)} s: ${join(out, 'index.html')}`,
  );
  if (failures.length) process.exitCode = 1;
} finally {
  await browser.close();
  await edge.close();
  await sandbox.close();
}

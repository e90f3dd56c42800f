import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../src/brand/registry.ts';
import { deployPlan, NETLIFY_CLI, rulesTargetProblem, WRANGLER } from './deploy.ts';
import { redirectsFile } from './hostRules/redirects.ts';
import { ROOT } from './paths.ts';

const aldi = { slug: 'aldi', site: 'dist/aldi', nginxConf: 'dist/aldi.nginx.conf' };

describe('deploying a brand', () => {
  it('uses each host’s own tool, pinned, on the site without compressed copies for CDNs', () => {
    const pages = deployPlan('cloudflare-pages', aldi, {
      CLOUDFLARE_API_TOKEN: 't',
      CLOUDFLARE_ACCOUNT_ID: 'a',
      CLOUDFLARE_PROJECT: 'aldi-angebot',
    });
    expect(pages).toMatchObject({ missing: [], withoutCompressedCopies: true });
    // As a release manager would type them.
    const typed = (plan: { commands: string[][] }) => plan.commands.map((words) => words.join(' '));
    expect(typed(pages)).toEqual([
      `npx --yes ${WRANGLER} pages deploy dist/aldi --project-name aldi-angebot --branch main --commit-dirty=true`,
    ]);
    const netlify = deployPlan('netlify', aldi, { NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 's1' });
    expect(typed(netlify)).toEqual([
      `npx --yes ${NETLIFY_CLI} deploy --prod --no-build --dir dist/aldi --site s1`,
    ]);
    expect(WRANGLER).toMatch(/@\d+\.\d+\.\d+$/);
    expect(NETLIFY_CLI).toMatch(/@\d+\.\d+\.\d+$/);
  });

  it('names the settings a target lacks', () => {
    expect(deployPlan('cloudflare-pages', aldi, { CLOUDFLARE_PROJECT: 'p' }).missing).toEqual([
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ACCOUNT_ID',
    ]);
    expect(deployPlan('netlify', aldi, {}).missing).toEqual([
      'NETLIFY_AUTH_TOKEN',
      'NETLIFY_SITE_ID',
    ]);
    expect(deployPlan('nginx', { slug: 'aldi', site: 'dist/aldi' }, {}).missing).toHaveLength(2);
  });

  it('on nginx: uploads beside the live site, tests the config before the swap, then reloads', () => {
    const plan = deployPlan('nginx', aldi, {
      NGINX_SSH_TARGET: 'deploy@web1',
      NGINX_ROOT: '/srv/www/{slug}',
    });
    expect(plan.missing).toEqual([]);
    const [files, conf, catchAll, [, host, script = ''] = []] = plan.commands;
    expect(files).toEqual([
      'rsync',
      '-a',
      '--delete',
      'dist/aldi/',
      'deploy@web1:/srv/www/aldi.next/',
    ]);
    expect(conf).toEqual([
      'rsync',
      'dist/aldi.nginx.conf',
      'deploy@web1:/etc/nginx/conf.d/aldi.conf.next',
    ]);
    expect(catchAll).toEqual([
      'rsync',
      'dist/default.nginx.conf',
      'deploy@web1:/etc/nginx/conf.d/00-default.conf.next',
    ]);
    expect(host).toBe('deploy@web1');
    const steps = script.split('\n');
    const at = (pattern: RegExp) => steps.findIndex((s) => pattern.test(s));
    expect(at(/nginx -t/)).toBeGreaterThan(at(/mv \S+aldi\.conf\.next/));
    expect(at(/mv \/srv\/www\/aldi\.next \/srv\/www\/aldi$/)).toBeGreaterThan(at(/nginx -t/));
    expect(at(/nginx -s reload/)).toBe(steps.length - 1);
  });

  it('refuses to put a site on a CDN whose dialect its _redirects is not written in', () => {
    const site = mkdtempSync(join(tmpdir(), 'deploy-'));
    try {
      const [brand] = loadBrands();
      if (!brand) throw new Error('no brand');
      expect(rulesTargetProblem('netlify', site)).toMatch(/written for no known host/);
      writeFileSync(join(site, '_redirects'), redirectsFile(brand));
      expect(rulesTargetProblem('cloudflare-pages', site)).toBeUndefined();
      expect(rulesTargetProblem('netlify', site)).toMatch(
        /written for cloudflare-pages: build with DEPLOY_TARGET=netlify/,
      );
      expect(rulesTargetProblem('nginx', join(site, 'nothing'))).toBeUndefined();
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('deploys to Pages with the wrangler the runtime tests run', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(WRANGLER).toBe(`wrangler@${pkg.devDependencies['wrangler']}`);
  });
});

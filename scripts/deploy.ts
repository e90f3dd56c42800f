/**
 * `node scripts/deploy.ts --brand <slug> --site <dir> [--nginx-conf <file>]`: puts one
 * brand's built site on its host with that host's own tool, chosen by `DEPLOY_TARGET` (the
 * brand's GitHub environment sets it; README "Releasing"). The release workflow runs it for
 * the new build and, when anything after it fails, for the build that was live before.
 * The deploy tools run as pinned `npx` packages: the site does not depend on them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { redirectsTarget } from './hostRules/redirects.ts';
import { cdnSiteCopy } from './runtimes.ts';
import { nginxSettings, type DeployTarget } from './settings.ts';

export const WRANGLER = 'wrangler@4.164.0';
export const NETLIFY_CLI = 'netlify-cli@27.10.2';

type Env = Record<string, string | undefined>;

export interface DeployPlan {
  /** Settings the target needs that are not set, by name. */
  missing: string[];
  /** The commands, in order: each must succeed before the next. */
  commands: string[][];
  /** The CDNs compress on their own: they get the site without the .br/.gz copies. */
  withoutCompressedCopies: boolean;
}

const required = (env: Env, names: string[]) => names.filter((name) => !env[name]);

/** What deploying a brand's site to `target` takes, for `site` (and nginx's `nginxConf`). */
export function deployPlan(
  target: DeployTarget,
  { slug, site, nginxConf }: { slug: string; site: string; nginxConf?: string },
  env: Env = process.env,
): DeployPlan {
  if (target === 'cloudflare-pages')
    return {
      missing: required(env, [
        'CLOUDFLARE_API_TOKEN',
        'CLOUDFLARE_ACCOUNT_ID',
        'CLOUDFLARE_PROJECT',
      ]),
      commands: [
        [
          'npx',
          '--yes',
          WRANGLER,
          'pages',
          'deploy',
          site,
          '--project-name',
          env['CLOUDFLARE_PROJECT'] ?? '',
          '--branch',
          env['CLOUDFLARE_BRANCH'] || 'main',
          '--commit-dirty=true',
        ],
      ],
      withoutCompressedCopies: true,
    };
  if (target === 'netlify')
    return {
      missing: required(env, ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID']),
      commands: [
        [
          'npx',
          '--yes',
          NETLIFY_CLI,
          'deploy',
          '--prod',
          '--no-build',
          '--dir',
          site,
          '--site',
          env['NETLIFY_SITE_ID'] ?? '',
        ],
      ],
      withoutCompressedCopies: true,
    };
  // nginx: the new files and config arrive beside the live ones; the config is tested
  // before anything changes, then the folders swap and nginx reloads.
  const host = env['NGINX_SSH_TARGET'] ?? '';
  const root = nginxSettings(env).root.replaceAll('{slug}', slug);
  const confDir = env['NGINX_CONF_DIR'] || '/etc/nginx/conf.d';
  const conf = `${confDir}/${slug}.conf`;
  // The catch-all for unknown host names, the same for every brand: first in the folder.
  const catchAll = `${confDir}/00-default.conf`;
  const onHost = [
    'set -e',
    `mv ${catchAll}.next ${catchAll}`,
    `if [ -f ${conf} ]; then cp -p ${conf} ${conf}.prev; fi`,
    `mv ${conf}.next ${conf}`,
    `if ! sudo nginx -t; then if [ -f ${conf}.prev ]; then mv ${conf}.prev ${conf}; else rm ${conf}; fi; exit 1; fi`,
    `rm -rf ${root}.prev`,
    `if [ -d ${root} ]; then mv ${root} ${root}.prev; fi`,
    `mv ${root}.next ${root}`,
    'sudo nginx -s reload',
  ].join('\n');
  return {
    missing: [
      ...required(env, ['NGINX_SSH_TARGET']),
      ...(nginxConf ? [] : ['--nginx-conf (the generated <slug>.nginx.conf)']),
    ],
    commands: [
      ['rsync', '-a', '--delete', `${site}/`, `${host}:${root}.next/`],
      ['rsync', nginxConf ?? '', `${host}:${conf}.next`],
      ['rsync', join(dirname(nginxConf ?? ''), 'default.nginx.conf'), `${host}:${catchAll}.next`],
      ['ssh', host, onHost],
    ],
    withoutCompressedCopies: false,
  };
}

/**
 * Why a CDN would misread the site's `_redirects` (written at build time for the build's
 * `DEPLOY_TARGET`), or undefined when it is the CDN's own. nginx reads its own config.
 */
export function rulesTargetProblem(target: DeployTarget, site: string): string | undefined {
  if (target === 'nginx') return undefined;
  const file = join(site, '_redirects');
  const written = existsSync(file) ? redirectsTarget(readFileSync(file, 'utf8')) : undefined;
  if (written === target) return undefined;
  return `${file} was written for ${written ?? 'no known host'}: build with DEPLOY_TARGET=${target}`;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      site: { type: 'string' },
      'nginx-conf': { type: 'string' },
    },
  });
  const target = process.env['DEPLOY_TARGET'] as DeployTarget | undefined;
  if (!values.brand || !values.site || !target) {
    console.error(
      'Usage: DEPLOY_TARGET=<cloudflare-pages|netlify|nginx> node scripts/deploy.ts --brand <slug> --site <dir> [--nginx-conf <file>]',
    );
    process.exit(2);
  }
  const brand = {
    slug: values.brand,
    ...(values['nginx-conf'] ? { nginxConf: values['nginx-conf'] } : {}),
  };
  const { missing, withoutCompressedCopies } = deployPlan(target, { ...brand, site: values.site });
  if (missing.length) {
    console.error(`Cannot deploy ${values.brand} to ${target}: missing ${missing.join(', ')}`);
    process.exit(1);
  }
  const wrongRules = rulesTargetProblem(target, values.site);
  if (wrongRules) {
    console.error(`Cannot deploy ${values.brand} to ${target}: ${wrongRules}`);
    process.exit(1);
  }
  const site = withoutCompressedCopies ? cdnSiteCopy(values.site) : values.site;
  const plan = deployPlan(target, { ...brand, site });
  for (const [command = '', ...args] of plan.commands) {
    console.log(`$ ${command} ${args.join(' ').split('\n')[0]}`);
    const run = spawnSync(command, args, { stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(
        `Deploying ${values.brand} to ${target} failed at ${command} (exit ${run.status})`,
      );
      process.exit(1);
    }
  }
  console.log(`Deployed ${values.site} to ${target}.`);
}

import { existsSync } from 'node:fs';

/**
 * The Debian programs the engines run on, never a test tool's own browser download.
 * An environment variable names another copy; a missing one is named with its package.
 */
const programs = {
  firefox: { env: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  webkitDriver: {
    env: 'WEBKIT_WEBDRIVER_PATH',
    path: '/usr/bin/WebKitWebDriver',
    pkg: 'webkit2gtk-driver',
  },
  xvfbRun: { env: 'XVFB_RUN_PATH', path: '/usr/bin/xvfb-run', pkg: 'xvfb' },
} as const;

export function requireProgram(name: keyof typeof programs): string {
  const { env, path, pkg } = programs[name];
  const chosen = process.env[env] || path;
  if (!existsSync(chosen))
    throw new Error(
      `No ${chosen} for the cross-engine tests. Install it (Debian: apt-get install -y ${pkg}) or set ${env}.`,
    );
  return chosen;
}

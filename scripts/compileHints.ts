import type { Plugin } from 'vite';

/**
 * Chrome's explicit compile hint (V8, Chrome 136 on): a file that starts with this comment
 * has all its functions compiled as it arrives, on a background thread while the network
 * streams it, instead of each one on the main thread the first time it is called. Other
 * engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Files below this size (raw bytes) go without: their compile costs next to nothing, and
 * the hint's bytes would be a real share of them (a screen loads some 40 files).
 */
export const HINTED_FROM_BYTES = 4096;

/** `code` of a browser file as it is written: with the hint when it is large enough. */
export const withCompileHint = (code: string): string =>
  code.length >= HINTED_FROM_BYTES && !code.startsWith(COMPILE_HINT) ? COMPILE_HINT + code : code;

/**
 * Puts the hint at the top of the browser's larger files. Nearly every function in them
 * runs when a page loads them: the page's runtime, React, the API's client and schemas, a
 * screen's view (its first render calls its code) and a part that loads when shown. On a
 * flow page Chromium's main thread compiled for 70–89 ms (traced) before; with the hint
 * 10–15.
 */
export function compileHints(): Plugin {
  return {
    name: 'telco:compile-hints',
    // Last: the hint must stay the file's first line, above what Vite writes at its top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') output.code = withCompileHint(output.code);
      },
    },
  };
}

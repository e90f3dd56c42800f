import { createHash } from 'node:crypto';

/**
 * Runs in the page's head before the first paint: names the stored use case on <html>, so
 * CSS shows its text variants from the start (src/i18n/react.tsx UseCaseText). Inline, as
 * it must not wait for a download; the CSP allows it by its hash.
 */
export const useCaseScript =
  'try{var u=JSON.parse(localStorage.getItem("useCase"));' +
  'if(typeof u=="string")document.documentElement.dataset.useCase=u}catch(e){}';

export const useCaseScriptHash: `sha256-${string}` = `sha256-${createHash('sha256')
  .update(useCaseScript)
  .digest('base64')}`;

import { isIP } from 'node:net';
import { usesDevelopmentSecret } from './modules/termination/prefill.ts';
import { isLoopback } from './shortcuts.ts';

/**
 * Why `server` must not listen on `host`, if it must not: beyond this machine, the
 * development key of the prefill links (in the source, so anyone can read and forge links)
 * is refused, whether the sandbox itself listens there or a site that forwards `/api` to
 * it (scripts/edge.ts); set SANDBOX_PREFILL_SECRET.
 */
export function refusalToListen(host: string, server = 'The sandbox'): string | undefined {
  const local = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
  if (!local && usesDevelopmentSecret())
    return `${server} listens on ${host}, beyond this machine, with the development prefill secret: set SANDBOX_PREFILL_SECRET.`;
  return undefined;
}

import { isBlobResponse, type CallDef } from '../contract/callDef.ts';
import { ApiError, type RequestContext } from '../errors/classes.ts';
import { mapRequestError } from '../errors/map.ts';
import { retryAfterMs } from './retry.ts';
import { noteServerDate } from './serverClock.ts';

const contentTypeOf = (response: Response): string =>
  (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isJsonType = (type: string): boolean =>
  type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/** The body of a failed answer as JSON, or undefined (empty, HTML error page, cut off). */
async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turns an answer into the call's result, judged by the contract: a failure goes through the
 * SPEC §8 catalogue of the call; a success must have the contract's content type and shape,
 * else it is an ApiError (a broken answer must never crash a page).
 */
export async function readAnswer(
  def: CallDef,
  response: Response,
  context: Pick<RequestContext, 'config' | 'request'>,
): Promise<unknown> {
  const { status } = response;
  noteServerDate(response.headers.get('Date'));
  if (!response.ok) {
    const wait = retryAfterMs(response.headers.get('Retry-After'), Date.now());
    throw mapRequestError(def.errors, {
      status,
      body: await errorBodyOf(response),
      ...(wait === undefined ? {} : { retryAfterSeconds: Math.ceil(wait / 1000) }),
      ...context,
    });
  }
  const type = contentTypeOf(response);
  const broken = (body: unknown, cause: unknown) =>
    new ApiError({ ...context, response: { status, body }, cause });

  if (isBlobResponse(def.response))
    // Checked and named by code that loads with the first download, not with every page.
    return (await import('./document.ts')).readDocument(def.response, response, type, broken);
  const text = await response.text();
  if (!isJsonType(type)) throw broken(text, new TypeError(`Expected JSON, got "${type}"`));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw broken(text, cause);
  }
  const parsed = def.response.safeParse(json);
  if (!parsed.success) throw broken(json, parsed.error);
  return parsed.data;
}

import { brand } from 'virtual:brand';
import { RequestAbortedError } from '../../api/client/abort.ts';
import { readAnswer } from '../../api/client/answer.ts';
import { defaultBaseUrl } from '../../api/client/api.ts';
import { getTraceId } from '../../api/client/traceId.ts';
import { fillPath, trimBaseUrl } from '../../api/client/url.ts';
import { TRACE_ID_HEADER } from '../../api/contract/headers.ts';
import type { UploadResult } from '../../api/contract/termination.ts';
import { ApiError } from '../../api/errors/classes.ts';
import { getValidToken } from '../../stores/authToken.ts';

export interface UploadOptions {
  /** The termination the proof belongs to. */
  id: string;
  file: File;
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a proof document for the termination-upload call of the contract. The API
 * client sends with fetch, which cannot report how much of a request body is sent; a proof
 * of several megabytes on a slow line needs that, so this one call goes through
 * XMLHttpRequest. It carries what every request does (SPEC §7: the trace id, the bearer token
 * of a valid login), and its answer is judged like every other: the contract's shape, or the
 * SPEC §8 error (a refused file is a ValidationError with its field error).
 */
export async function uploadProof({
  id,
  file,
  onProgress,
  signal,
}: UploadOptions): Promise<UploadResult> {
  const { default: terminationCalls } = await import('../../api/contract/calls/termination.ts');
  if (signal?.aborted) throw new RequestAbortedError('The upload was aborted.');
  const def = terminationCalls.terminationUpload;
  const url = trimBaseUrl(defaultBaseUrl()) + fillPath(def.path, { brand: brand.slug, id });
  const traceId = getTraceId();
  const context = {
    config: { call: 'terminationUpload' as const, method: def.method, url },
    request: { method: def.method, url, traceId },
  };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open(def.method, url);
    xhr.setRequestHeader(TRACE_ID_HEADER, traceId);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getValidToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      let answer: Response;
      try {
        answer = new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? '' },
        });
      } catch {
        // A status a Response cannot carry a body with (204, 205, 304): no answer to read.
        reject(new ApiError(context));
        return;
      }
      readAnswer(def, answer, context).then((result) => resolve(result as UploadResult), reject);
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(context));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new RequestAbortedError('The upload was aborted.'));
    });
    const body = new FormData();
    body.append(def.body.field, file);
    xhr.send(body);
  });
}

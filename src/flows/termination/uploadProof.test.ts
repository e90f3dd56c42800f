// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACE_ID_HEADER } from '../../api/contract/headers.ts';
import { ApiError } from '../../api/errors/classes.ts';
import { clearAuthToken, setAuthToken } from '../../stores/authToken.ts';
import { uploadProof } from './uploadProof.ts';

/** An XMLHttpRequest that records its headers and answers the upload at once. */
class RecordingRequest {
  static last: RecordingRequest | undefined;
  readonly headers: Record<string, string> = {};
  readonly upload = { addEventListener: () => undefined };
  status = 201;
  responseText = JSON.stringify({
    uploadId: '0b7c2f7e-3d1a-4c55-9a4e-2f0d8c6b1a90',
    fileName: 'Nachweis.pdf',
    contentType: 'application/pdf',
    size: 1024,
  });
  private readonly listeners = new Map<string, () => void>();
  constructor() {
    RecordingRequest.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send() {
    queueMicrotask(() => this.listeners.get('load')?.());
  }
}

const file = new File(['%PDF-1.7'], 'Nachweis.pdf', { type: 'application/pdf' });
const upload = () =>
  uploadProof({ id: '5d2c8f0e-6a7b-4c1d-8e9f-0a1b2c3d4e5f', file, onProgress: () => undefined });

describe('the proof upload', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', RecordingRequest));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAuthToken();
  });

  it('carries the trace id, and the bearer token while a login is valid, as every request does', async () => {
    await expect(upload()).resolves.toMatchObject({ fileName: 'Nachweis.pdf' });
    expect(RecordingRequest.last?.headers[TRACE_ID_HEADER]).toBeTruthy();
    expect(RecordingRequest.last?.headers).not.toHaveProperty('Authorization');

    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    setAuthToken({ token: 'a-valid-login-token-0001', expiresAt });
    await upload();
    expect(RecordingRequest.last?.headers['Authorization']).toBe('Bearer a-valid-login-token-0001');
  });

  it('ends in a failure the row can retry, not hanging, when the answer is an empty 204', async () => {
    class EmptyAnswer extends RecordingRequest {
      override status = 204;
      override responseText = '';
    }
    vi.stubGlobal('XMLHttpRequest', EmptyAnswer);
    await expect(upload()).rejects.toBeInstanceOf(ApiError);
  });
});

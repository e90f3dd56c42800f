import { describe, expect, it } from 'vitest';
import {
  API_MAX_BODY_BYTES,
  callLimits,
  JSON_MARGIN_BYTES,
  jsonMaxBytes,
  maxBodyBytesFor,
  MULTIPART_FRAMING_BYTES,
} from './bodyLimit.ts';
import { callExamples, type AnyCallExample } from './examples.ts';
import { regexMaxLength } from './regexLength.ts';
import { UPLOAD_MAX_BYTES } from './termination.ts';

describe('regexMaxLength', () => {
  it('measures the longest match of the patterns the contract uses', () => {
    expect(regexMaxLength('^\\d{5}$')).toBe(5);
    expect(regexMaxLength('^[A-Za-z0-9_.-]{16,4096}$')).toBe(4096);
    expect(regexMaxLength('^\\+?[0-9][0-9 /()-]{4,24}$')).toBe(26);
    expect(regexMaxLength('^(?:\\d\\d[2468][048]-02-29|\\d{4}-(?:0[1-9]|1[0-2])-\\d\\d)$')).toBe(
      10,
    );
    expect(regexMaxLength('^(?<n>ab|cde)?$')).toBe(3);
    expect(regexMaxLength('(?=x)abc')).toBe(3);
  });

  it('answers Infinity where a pattern sets no bound, never too little', () => {
    for (const open of ['a*', 'a+', 'a{2,}', '(ab', '[abc'])
      expect(regexMaxLength(open)).toBe(Infinity);
  });
});

describe('body limits of the contract', () => {
  it('bounds every call: a JSON body by its schema, an upload by its file limit', () => {
    for (const limit of callLimits) {
      expect(Number.isFinite(limit.maxBytes), limit.name).toBe(true);
      if (!limit.upload) expect(limit.maxBytes, limit.name).toBeLessThan(64 * 1024);
    }
    expect(API_MAX_BODY_BYTES).toBe(UPLOAD_MAX_BYTES + MULTIPART_FRAMING_BYTES);
    expect(maxBodyBytesFor('GET', '/api/offer/Q2xpZW50T2ZmZXIxMjM0NTY')).toBe(JSON_MARGIN_BYTES);
    expect(maxBodyBytesFor('POST', '/api/no/such/call')).toBe(JSON_MARGIN_BYTES);
  });

  it('takes every example body with room to spare', () => {
    for (const limit of callLimits) {
      const { body } = callExamples[limit.name] as AnyCallExample;
      if (body !== undefined && !limit.upload)
        expect(JSON.stringify(body).length, limit.name).toBeLessThan(limit.maxBytes / 2);
    }
  });

  it('counts each character as its longest JSON escape', () => {
    expect(jsonMaxBytes({ type: 'string', maxLength: 10 })).toBe(2 + 60);
    expect(jsonMaxBytes({ type: 'array', items: { type: 'boolean' }, maxItems: 2 })).toBe(14);
    expect(jsonMaxBytes({ type: 'string' })).toBe(Infinity);
    expect(jsonMaxBytes({ type: 'object', additionalProperties: { type: 'string' } })).toBe(
      Infinity,
    );
  });
});

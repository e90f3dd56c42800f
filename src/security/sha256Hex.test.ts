// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256Hex.ts';

describe('sha256Hex', () => {
  it('gives the SHA-256 of the text in hex, in the browser', async () => {
    // The test vectors of FIPS 180-2 (empty input and "abc").
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes the text as UTF-8, as a server would', async () => {
    expect(await sha256Hex('Müller')).toBe(
      'a78429899bb825ce667d25d92e2cde488f8a7d6871bb2be7365601cad6b0a8f2',
    );
  });
});

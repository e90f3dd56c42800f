/** Tokens as links carry them, for the routing tests: not shipped, only imported by *.test.ts. */

/** 22 characters: 128 bits in base64url. */
export const BASE64URL = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
export const HEX = '0123456789abcdef0123456789abcdef';
export const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/**
 * SHA-256 of a text, as 64 lowercase hex digits (Web Crypto): the same value for the same
 * text, from which the text cannot be read back. Rejects outside a secure context, where
 * browsers offer no `crypto.subtle` (the site is served over https or from localhost).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

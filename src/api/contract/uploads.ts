import { UPLOAD_MAX_BYTES } from './termination.ts';

const limits = {
  /** Uploads a client may start an hour, accepted or refused (a client: IPv4 address, IPv6 /64). */
  perClientPerHour: 20,
  /** Files of one client being sent or checked at once; one more is refused, not queued. */
  perClientAtOnce: 2,
  /**
   * Bytes of kept files a client's uploads of the last `unsentHours` may add up to: two
   * terminations' worth, so a customer can send theirs and try again, while one client
   * holds no more than a small share of the disk, whatever its files rebuild to.
   */
  perClientKeptBytes: 50 * 1024 * 1024,
  /** Hours an upload is kept when no termination is ever sent with it. */
  unsentHours: 24,
  /** Pages a PDF may have: a proof is a certificate or a letter, not a book. */
  maxPages: 20,
  /** Pixels an image may declare (a phone's largest photo has 50 million). */
  maxPixels: 50_000_000,
  /**
   * Bytes a file may take as rebuilt: no more than may be sent. A small PDF of noisy pages
   * is drawn into pictures that do not compress, hundreds of times its size.
   */
  maxKeptBytes: UPLOAD_MAX_BYTES,
};

/**
 * What the API does with an uploaded file and how much one client may upload: the OpenAPI
 * document states it for the upload call (what the real API must do), the sandbox enforces
 * it. Not imported by the browser.
 */
export const uploadRules = {
  ...limits,
  handling:
    'The file is never kept or passed on as sent. Its type comes from its bytes; then it is ' +
    'rebuilt from what it shows (content disarm and reconstruction), off the thread that ' +
    'answers requests, with a time limit: every page of a PDF is drawn by a maintained ' +
    'renderer (pdf.js) and a new PDF holds one image per page and nothing else, so no ' +
    'script, action, link, form, attachment or font of the original survives; a JPEG or PNG ' +
    'is decoded and encoded anew from its pixels (libvips), without comments, text chunks or ' +
    'metadata. Refused with 422 fileNotAccepted instead: what the parsers cannot read ' +
    `without errors, a password, more than ${limits.maxPages} pages (declared or found), an ` +
    '/OpenAction other than going to a page (/URI, /JavaScript, /Launch …), an image ' +
    `declaring more than ${limits.maxPixels / 1e6} megapixels (read from its header, before ` +
    `decoding), a file that takes more than ${limits.maxKeptBytes} bytes as rebuilt. The ` +
    'answer describes the kept file (its size is the rebuilt one). Per client (IPv4 address, ' +
    `IPv6 /64): ${limits.perClientPerHour} uploads an hour, ${limits.perClientAtOnce} being ` +
    `sent or checked at once and ${limits.perClientKeptBytes / 1024 / 1024} MiB of kept ` +
    `files in ${limits.unsentHours} hours, else 429 TooManyRequests with Retry-After, ` +
    'answered before the body is read where it can be; while the checks are busy or the disk ' +
    'quota is used up, 503 with Retry-After. Uploads of a termination never sent are deleted ' +
    `after ${limits.unsentHours} hours.`,
} as const;

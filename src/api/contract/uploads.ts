const limits = {
  /** Uploads a client may start an hour, accepted or refused (a client: IPv4 address, IPv6 /64). */
  perClientPerHour: 20,
  /** Files of one client being checked at once; one more is refused, not queued. */
  perClientAtOnce: 2,
  /** Hours an upload is kept when no termination is ever sent with it. */
  unsentHours: 24,
  /** Pages a PDF may have: a proof is a certificate or a letter, not a book. */
  maxPages: 20,
  /** Pixels an image may declare (a phone's largest photo has 50 million). */
  maxPixels: 50_000_000,
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
    'decoding). The answer describes the kept file (its size is the rebuilt one). Per client ' +
    `(IPv4 address, IPv6 /64): ${limits.perClientPerHour} uploads an hour and ` +
    `${limits.perClientAtOnce} at once, else 429 TooManyRequests with Retry-After; while ` +
    'the checks are busy or the disk quota is used up, 503 with Retry-After. Uploads of a ' +
    `termination never sent are deleted after ${limits.unsentHours} hours.`,
} as const;

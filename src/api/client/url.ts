/** Fills `:name` segments of a contract path; each value is URL-encoded, so it stays one segment. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** `?a=1&b=2` without undefined values; empty when nothing is left. */
export function queryString(query: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Base URL without trailing slash: contract paths already start with `/api`. */
export const trimBaseUrl = (baseUrl: string): string => baseUrl.replace(/\/+$/, '');

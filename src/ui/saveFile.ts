/**
 * Hands a downloaded file to the browser's save dialog under the name the API gave it
 * (in the page's language), else under `fallback`.
 */
export function saveFile(file: Blob, fallback: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = (file instanceof File && file.name) || fallback;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Hands a downloaded file to the browser's save dialog under its own name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * A link followed while the device is offline would end on the browser's own error page,
 * and the page the customer was on would be gone: instead the page stays and the layout's
 * notice (`#offline-notice`) says why, until the connection is back. Links the page
 * handles itself (a step within a shared document) have already been taken care of.
 */
export function startOfflineLinks(win: Window = window): () => void {
  const notice = win.document.getElementById('offline-notice');
  if (!notice) return () => {};
  const onClick = (event: MouseEvent) => {
    if (win.navigator.onLine !== false || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    const here = new URL(win.location.href);
    if (url.origin !== here.origin) return;
    // A jump within the page needs no connection.
    if (url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    notice.hidden = false;
  };
  const onOnline = () => (notice.hidden = true);
  // After the document's own handlers (sameDocument.ts listens on the document).
  win.addEventListener('click', onClick);
  win.addEventListener('online', onOnline);
  return () => {
    win.removeEventListener('click', onClick);
    win.removeEventListener('online', onOnline);
  };
}

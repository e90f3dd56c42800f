/**
 * Leaves the site for a provider's page (payment, identity check). One module, so that a
 * test can see where the customer was sent: a browser's `location` cannot be replaced.
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}

/** Full page load of `url`: leaves every island's state behind. Its own module so tests can stand in for it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

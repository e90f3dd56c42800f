const requested = new Map<string, Promise<void>>();

/**
 * Adds one of the site's stylesheets to the page, once: the styles of a component that
 * loads on demand (the date picker), which pages do not carry inline in their HTML. An
 * import of `./styles.css?url` names the built, hashed file. Resolves once the styles
 * apply; a stylesheet that does not arrive (offline) rejects as its component's code would,
 * and is asked for again on the next call.
 */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  let loading = requested.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => {
        link.remove();
        requested.delete(href);
        reject(new Error(`Stylesheet ${href} did not load`));
      });
      doc.head.append(link);
    });
    requested.set(href, loading);
  }
  return loading;
}

/**
 * The files a lazily loaded module needs: written in the code as a string naming the module
 * (lazy-files: and its path below the project), which the build replaces by the list
 * (scripts/lazyFiles.ts). The dev server and the tests keep the string: they have no files.
 */
export type LazyFiles = string | readonly string[];

/**
 * Firefox and WebKit keep a module whose file did not arrive as failed for the page's life
 * (the module map holds the failure), so importing it again fails without asking the
 * network. The module's files are fetched first and only imported once all of them have
 * arrived (from the HTTP cache then): a dropped connection leaves nothing failed behind,
 * and a later call loads the module.
 */
export function importWhenReachable<T>(files: LazyFiles, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    if (Array.isArray(files))
      await Promise.all(
        files.map(async (file: string) => {
          const answer = await fetch(file);
          if (!answer.ok) throw new Error(`${file}: ${answer.status}`);
          await answer.arrayBuffer();
        }),
      );
    return load();
  };
}

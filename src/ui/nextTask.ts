/**
 * Resolves in a task of its own, so that the work before and the work after are two tasks:
 * the browser may answer a tap or paint between them. A message to itself rather than a
 * timer: a timer in a tab opened in the background waits up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}

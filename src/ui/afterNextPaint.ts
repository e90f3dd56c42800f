/**
 * Runs `work` once the browser has painted the current frame: a frame callback comes just
 * before the paint, a task queued from it just after. Returns a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/**
 * Runs `task` once the browser has painted what was just committed: a frame callback runs before
 * that paint, and a task queued from it runs after. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

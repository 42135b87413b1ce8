// Runs work once the browser is idle after hydration (a timer where requestIdleCallback is missing,
// as in Safari), so code a shopper may soon need arrives without competing with the first paint and
// hydration. Returns a cancel function for an effect's cleanup.
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

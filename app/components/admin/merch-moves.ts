// Moving one item of an ordered list up or down: the ids in their new order, for the desk's order calls.
export function movedIds<T>(ids: readonly T[], id: T, by: -1 | 1): T[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

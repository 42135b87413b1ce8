// Which cached pictures a sweep deletes: a segmented LRU decided from two times per file, `written`
// (its mtime: when it was rendered) and `used` (its atime: moved forward by a hit).
//
// Plain LRU let a burst of one-off renders (a crawler, a script walking through pictures) push out
// the pictures shoppers keep asking for, because every new file is "more recent" than a popular one
// that was last asked for a few minutes earlier. So files are split in two:
// - popular: hit at least once since they were rendered (used > written). They keep the most recently
//   used of them up to `PROTECTED_SHARE` of what the sweep leaves; older popular files beyond that
//   share join the rest (so a picture popular last month, or of an old drawing version, still ages out).
// - the rest: rendered and never asked for again, plus that overflow. These go first, least recently
//   used first, and popular files only go when the rest is gone.
// A flood of renders from any number of clients can therefore evict only other one-off renders and
// the stalest popular ones, never the pictures asked for most recently more than once.
export const PROTECTED_SHARE = 0.8;

export interface CachedFileFacts {
  path: string;
  size: number;
  /** Last hit, or the write when never hit (ms). */
  used: number;
  /** When it was rendered (ms). */
  written: number;
}

/** The files to delete, in order, so that at most `target` bytes stay. */
export function evictionPlan(files: readonly CachedFileFacts[], target: number): CachedFileFacts[] {
  let total = files.reduce((sum, f) => sum + f.size, 0);
  if (total <= target) return [];
  const byRecentUse = (a: CachedFileFacts, b: CachedFileFacts) => b.used - a.used || a.path.localeCompare(b.path);
  const popular = files.filter((f) => f.used > f.written).sort(byRecentUse);
  const protectedBytes = Math.floor(target * PROTECTED_SHARE);
  const kept = new Set<CachedFileFacts>();
  let keptBytes = 0;
  for (const file of popular) {
    if (keptBytes + file.size > protectedBytes) break;
    kept.add(file);
    keptBytes += file.size;
  }
  const candidates = files.filter((f) => !kept.has(f)).sort((a, b) => -byRecentUse(a, b));
  const plan: CachedFileFacts[] = [];
  // The protected files alone fit within the target, so deleting candidates always gets there.
  for (const file of candidates) {
    if (total <= target) break;
    plan.push(file);
    total -= file.size;
  }
  return plan;
}

import { describe, expect, it } from 'vitest';
import { evictionPlan, type CachedFileFacts } from './eviction-plan.ts';

/** A file of `size` bytes rendered at minute `written` and last used at minute `used` (= written: never hit). */
const file = (path: string, written: number, used = written, size = 100): CachedFileFacts => ({
  path,
  size,
  written: written * 60_000,
  used: used * 60_000,
});
const plan = (files: CachedFileFacts[], target: number) => evictionPlan(files, target).map((f) => f.path);

describe('evictionPlan', () => {
  it('deletes nothing under the target', () => {
    expect(plan([file('a', 1), file('b', 2)], 200)).toEqual([]);
  });

  it.each([
    [
      'one-off renders go first, least recently used first',
      [file('old', 1), file('new', 5), file('mid', 3)],
      200,
      ['old'],
    ],
    [
      'a burst of one-off renders does not push out a picture hit since it was rendered',
      [file('popular', 1, 2), ...['s1', 's2', 's3', 's4', 's5'].map((p, i) => file(p, 10 + i))],
      300,
      ['s1', 's2', 's3'],
    ],
    [
      'a one-off render goes before popular pictures, even one used later than they were (plain LRU would keep it)',
      [file('p-old', 1, 3), file('p-new', 1, 9), file('once', 8)],
      250,
      ['once'],
    ],
    [
      'popular files beyond the protected share age out with the rest, by last use',
      // Target 500: 400 bytes are protected, the four most recently used popular files.
      [
        file('p1', 0, 11),
        file('p2', 0, 12),
        file('p3', 0, 13),
        file('p4', 0, 14),
        file('stale', 0, 1),
        file('once-a', 5),
        file('once-b', 6),
      ],
      500,
      ['stale', 'once-a'],
    ],
    [
      'a file rendered and never hit since is not popular, however recent',
      [file('hit-early', 1, 2), file('written-late', 20)],
      150,
      ['written-late'],
    ],
    [
      'with no room to protect anything it is plain LRU',
      [file('p', 1, 3), file('once', 8), file('p-new', 1, 9)],
      100,
      ['p', 'once'],
    ],
  ])('%s', (_label, files, target, deleted) => {
    expect(plan(files, target)).toEqual(deleted);
  });

  it('always reaches the target, whatever the mix', () => {
    const files = Array.from({ length: 50 }, (_, n) => file(`f${n}`, n, n % 3 === 0 ? n + 100 : n, 37 + (n % 7) * 11));
    for (const target of [0, 100, 1_000, 2_000]) {
      const deleted = new Set(evictionPlan(files, target));
      const left = files.filter((f) => !deleted.has(f)).reduce((sum, f) => sum + f.size, 0);
      expect(left).toBeLessThanOrEqual(target);
    }
  });
});

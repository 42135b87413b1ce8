// Reading the CPU time that npm test prints (scripts/test/run.ts): a stat line of Linux's /proc.
import { describe, expect, it } from 'vitest';
import { childCpuFromStat, cpuOfChildren, formatSeconds } from './cpu.ts';

// A real line of /proc/<pid>/stat, with a command name holding a space and a bracket.
const STAT = '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 5000 900 0 0 120 30 45210 8075 20 0 11 0 1000 100000 2000';

describe('the CPU time of waited-for children', () => {
  it('reads cutime and cstime (fields 16 and 17) in ticks of 1/100 s', () => {
    expect(childCpuFromStat(STAT)).toEqual({ user: 452.1, system: 80.75 });
  });

  it('gives no figure for a line it cannot read, or without /proc', () => {
    expect(childCpuFromStat('garbage')).toBeUndefined();
    expect(
      cpuOfChildren(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
  });

  it.each([
    [41.26, '41.3 s'],
    [60, '1 min 0 s'],
    [754.2, '12 min 34 s'],
    // Rounded before it is split: never "12 min 60 s".
    [779.6, '13 min 0 s'],
    [59.97, '1 min 0 s'],
  ])('prints %s s as %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});

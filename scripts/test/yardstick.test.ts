// The yardstick npm test prints (scripts/test/run.ts): the same work on every machine, timed in CPU.
import { describe, expect, it } from 'vitest';
import { yardstickJob, yardstickMs } from './yardstick.ts';

describe("the suite's machine yardstick", () => {
  it('does the same work every time, on any machine', () => {
    expect(yardstickJob()).toBe(577_130_234);
    expect(yardstickJob()).toBe(yardstickJob());
  });

  it('gives the CPU milliseconds of its fastest run, a whole number', () => {
    const ms = yardstickMs(1);
    expect(Number.isInteger(ms)).toBe(true);
    expect(ms).toBeGreaterThan(0);
  });
});

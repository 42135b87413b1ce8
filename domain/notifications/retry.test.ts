import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry.ts';

describe('retryDelayMs', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [7, 320_000],
  ])('after %i tries waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it('never waits less than before, nor more than an hour, and stops at the last try', () => {
    let previous = 0;
    for (let attempts = 1; attempts < MAX_DELIVERY_ATTEMPTS; attempts++) {
      const delay = retryDelayMs(attempts)!;
      expect(delay).toBeGreaterThanOrEqual(previous);
      expect(delay).toBeLessThanOrEqual(3_600_000);
      previous = delay;
    }
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS)).toBeNull();
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS + 3)).toBeNull();
  });
});

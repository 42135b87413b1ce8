// The truncation job's schedule: a pass every interval, never two at once in one process, a failed
// pass logged and the next one run, and stop() waiting for the pass under way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { startVisitIpTruncator } from './visit-ip-truncator.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startVisitIpTruncator', () => {
  it('runs a pass each interval, skips a tick while one is under way, survives a failure, and stop() waits', async () => {
    vi.useFakeTimers();
    let finish: (n: number) => void = () => {};
    let calls = 0;
    const visits = {
      truncateOldAddresses: () => {
        calls++;
        if (calls === 2) return Promise.reject(new Error('database away'));
        return new Promise<number>((resolve) => (finish = resolve));
      },
    };
    const logger = createLogger('silent');
    const errors = vi.spyOn(logger, 'error');
    const job = startVisitIpTruncator(visits, logger, 1_000);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
    // The first pass is still running: the next tick does not start another.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
    finish(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(errors).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(3);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(3);
  });
});

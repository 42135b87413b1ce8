// The background passes' schedule (the reconciler, the visit log's truncation): a pass every interval,
// never two at once in one process, a failed pass logged and the next one run, and stop() waiting for
// the pass under way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { runEvery } from './run-every.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('runEvery', () => {
  it('runs a pass each interval, skips a tick while one is under way, survives a failure, and stop() waits', async () => {
    vi.useFakeTimers();
    let finish: (n: number) => void = () => {};
    let calls = 0;
    const pass = () => {
      calls++;
      if (calls === 2) return Promise.reject(new Error('database away'));
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const logger = createLogger('silent');
    const errors = vi.spyOn(logger, 'error');
    const job = runEvery(pass, 1_000, logger, 'pass failed');
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
    expect(errors.mock.calls[0]![1]).toBe('pass failed');
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

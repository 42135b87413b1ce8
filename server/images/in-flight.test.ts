import { describe, expect, it } from 'vitest';
import { createLimiter, InFlight } from './in-flight.ts';

describe('InFlight', () => {
  it('runs concurrent work for one key once and forgets it when done', async () => {
    const flight = new InFlight<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 7;
    };
    const results = await Promise.all([flight.run('k', work), flight.run('k', work), flight.run('other', work)]);
    expect(results).toEqual([7, 7, 7]);
    expect(runs).toBe(2);
    expect(flight.joined).toBe(1);
    expect(flight.size).toBe(0);
    await flight.run('k', work);
    expect(runs).toBe(3);
  });

  it('does not keep a failed run', async () => {
    const flight = new InFlight<number>();
    await expect(flight.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(flight.run('k', async () => 1)).resolves.toBe(1);
  });
});

describe('createLimiter', () => {
  it('never runs more than the limit at once', async () => {
    const limit = createLimiter(2);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => limit(task)));
    expect(peak).toBe(2);
  });
});

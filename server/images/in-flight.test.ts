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
    await Promise.all(Array.from({ length: 7 }, () => limit.run(task)));
    expect(peak).toBe(2);
  });

  it('hands a finished place to the next waiting task, counts who waits, and says when it is full', async () => {
    const limit = createLimiter(1, 1);
    const gates: (() => void)[] = [];
    const held = () => new Promise<void>((resolve) => gates.push(resolve));
    expect(limit.hasRoom()).toBe(true);
    const first = limit.run(held);
    expect([limit.active, limit.waiting, limit.hasRoom()]).toEqual([1, 0, true]);
    const second = limit.run(held);
    expect([limit.active, limit.waiting, limit.hasRoom()]).toEqual([1, 1, false]);
    gates.shift()!();
    await first;
    // The place went to the waiting task, not back to the pool.
    expect([limit.active, limit.waiting]).toEqual([1, 0]);
    await expect.poll(() => gates.length).toBe(1);
    gates.shift()!();
    await second;
    expect([limit.active, limit.waiting, limit.hasRoom()]).toEqual([0, 0, true]);
  });
});

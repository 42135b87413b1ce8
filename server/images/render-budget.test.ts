import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.ts';

function budget(perWindow: number, maxClients?: number) {
  const clock = { now: 1_000_000 };
  const b = new RenderBudget({ perWindow, windowMs: 60_000, maxClients, now: () => clock.now });
  return { b, clock };
}

describe('RenderBudget', () => {
  it('allows the budget, then refuses with the seconds until the oldest render leaves the window', () => {
    const { b, clock } = budget(3);
    expect(b.take('a')).toEqual({ ok: true });
    clock.now += 10_000;
    expect(b.take('a')).toEqual({ ok: true });
    expect(b.take('a')).toEqual({ ok: true });
    expect(b.take('a')).toEqual({ ok: false, retryAfterSeconds: 50 });
    // Another client has its own budget.
    expect(b.take('b')).toEqual({ ok: true });
  });

  it('slides: one render comes back as the oldest leaves, not the whole budget at a boundary', () => {
    const { b, clock } = budget(2);
    b.take('a');
    clock.now += 30_000;
    b.take('a');
    clock.now += 29_999;
    expect(b.take('a').ok).toBe(false);
    clock.now += 1;
    expect(b.take('a')).toEqual({ ok: true });
    expect(b.take('a')).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('does not count refusals against the client', () => {
    const { b, clock } = budget(1);
    b.take('a');
    for (let i = 0; i < 10; i++) expect(b.take('a').ok).toBe(false);
    clock.now += 60_000;
    expect(b.take('a').ok).toBe(true);
  });

  it('never says less than one second', () => {
    const { b, clock } = budget(1);
    b.take('a');
    clock.now += 59_999;
    expect(b.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('forgets the client idle longest past its memory limit', () => {
    const { b } = budget(1, 2);
    b.take('a');
    b.take('b');
    expect(b.take('a').ok).toBe(false);
    // 'a' was just used, so 'b' is the idle one that goes.
    b.take('c');
    expect(b.size).toBe(2);
    expect(b.take('a').ok).toBe(false);
    expect(b.take('b').ok).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedLines } from './batched-lines.ts';

function target() {
  const written: string[] = [];
  let synced = 0;
  return {
    written,
    synced: () => synced,
    write: (text: string) => written.push(text),
    flushSync: () => void synced++,
  };
}

describe('batchedLines', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('hands lines over together once they reach the length, in order', () => {
    const t = target();
    const lines = batchedLines(t, { minLength: 10, flushEveryMs: 250 });
    lines.write('abcd\n');
    expect(t.written).toEqual([]);
    lines.write('efgh\n');
    expect(t.written).toEqual(['abcd\nefgh\n']);
    lines.write('ij\n');
    expect(t.written).toEqual(['abcd\nefgh\n']);
  });

  it('hands a long line over at once', () => {
    const t = target();
    batchedLines(t, { minLength: 4, flushEveryMs: 250 }).write('a long line\n');
    expect(t.written).toEqual(['a long line\n']);
  });

  it('hands over what is gathered when the time passes, and nothing when there is none', () => {
    const t = target();
    const lines = batchedLines(t, { minLength: 4096, flushEveryMs: 250 });
    lines.write('one\n');
    vi.advanceTimersByTime(249);
    expect(t.written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.written).toEqual(['one\n']);
    vi.advanceTimersByTime(1000);
    expect(t.written).toEqual(['one\n']);
  });

  it('flushSync hands over the rest and has the target write it before returning', () => {
    const t = target();
    const lines = batchedLines(t, { minLength: 4096, flushEveryMs: 250 });
    lines.write('last\n');
    lines.flushSync();
    expect(t.written).toEqual(['last\n']);
    expect(t.synced()).toBe(1);
  });
});

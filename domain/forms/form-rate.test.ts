import { describe, expect, it } from 'vitest';
import { formGate, FORM_RATE_WINDOW_SECONDS, referenceFromBytes } from './form-rate.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('formGate', () => {
  it.each([
    [0, null, 5, { action: 'allow' }],
    [4, new Date(NOW.getTime() - 600_000), 5, { action: 'allow' }],
    [5, new Date(NOW.getTime() - 600_000), 5, { action: 'refuse', retryAfterSeconds: FORM_RATE_WINDOW_SECONDS - 600 }],
    [9, new Date(NOW.getTime() - (FORM_RATE_WINDOW_SECONDS - 1) * 1000), 5, { action: 'refuse', retryAfterSeconds: 1 }],
  ] as const)('%i in the window (limit %i)', (count, oldestAt, limit, gate) => {
    expect(formGate({ count, oldestAt }, limit, NOW)).toEqual(gate);
  });
});

describe('referenceFromBytes', () => {
  it('makes a prefix and 8 Crockford characters from 40 bits', () => {
    expect(referenceFromBytes('OG', new Uint8Array([0, 0, 0, 0, 0]))).toBe('OG00000000');
    expect(referenceFromBytes('CA', new Uint8Array([255, 255, 255, 255, 255]))).toBe('CAZZZZZZZZ');
    expect(referenceFromBytes('TH', new Uint8Array([1, 2, 3, 4, 5]))).toMatch(/^TH[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(() => referenceFromBytes('TH', new Uint8Array(4))).toThrow(RangeError);
  });
});

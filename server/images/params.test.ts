import { describe, expect, it } from 'vitest';
import { parseImageParams } from './params.ts';

const parse = (query: string, square = true) => parseImageParams(new URLSearchParams(query), { square });

describe('parseImageParams', () => {
  it.each([
    ['', { width: null, height: null, quality: 50 }],
    ['resize=361', { width: 361, height: null, quality: 50 }],
    ['resize=361x361', { width: 361, height: 361, quality: 50 }],
    ['resize=88X88&compress=50', { width: 88, height: 88, quality: 50 }],
    ['resize=1&compress=1', { width: 1, height: null, quality: 1 }],
    ['resize=2000&compress=100', { width: 2000, height: null, quality: 100 }],
    ['compress=75', { width: null, height: null, quality: 75 }],
    ['resize=0361', { width: 361, height: null, quality: 50 }],
  ])('accepts %j', (query, value) => {
    expect(parse(query)).toEqual({ ok: true, value });
  });

  it.each([
    ['resize=2001', 'resize', 'between 1 and 2000'],
    ['resize=0', 'resize', 'between 1 and 2000'],
    ['resize=361x0', 'resize', 'between 1 and 2000'],
    ['resize=abc', 'resize', 'like 361 or 361x361'],
    ['resize=', 'resize', 'like 361 or 361x361'],
    ['resize=-5', 'resize', 'like 361 or 361x361'],
    ['resize=36.1', 'resize', 'like 361 or 361x361'],
    ['resize=9999999', 'resize', 'like 361 or 361x361'],
    ['resize=361x200', 'resize', 'square'],
    ['compress=0', 'compress', '1 to 100'],
    ['compress=101', 'compress', '1 to 100'],
    ['compress=high', 'compress', '1 to 100'],
    ['compress=5.5', 'compress', '1 to 100'],
    ['width=361', 'width', 'unknown parameter'],
    ['resize=361&v=2', 'v', 'unknown parameter'],
    ['resize=361&resize=270', 'resize', 'more than once'],
  ])('rejects %j, naming %s', (query, name, words) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message.startsWith(`${name}:`)).toBe(true);
    expect(result.message).toContain(words);
  });

  it('lets wide pictures (banners) be asked at any WxH', () => {
    expect(parse('resize=800x200', false)).toEqual({ ok: true, value: { width: 800, height: 200, quality: 50 } });
  });
});

import { describe, expect, it } from 'vitest';
import { IMAGE_BANNER_SIZES, IMAGE_SIZES, IMAGE_SQUARE_SIZES } from '../../domain/catalog/constants.ts';
import { DEFAULT_SQUARE_SIZE, parseImageParams } from './params.ts';

const parse = (query: string, square = true) => parseImageParams(new URLSearchParams(query), { square });

describe('parseImageParams', () => {
  it.each([
    ['', { width: null, height: null, quality: 50 }],
    ['resize=361', { width: 361, height: null, quality: 50 }],
    ['resize=361x361', { width: 361, height: 361, quality: 50 }],
    ['resize=88X88&compress=50', { width: 88, height: 88, quality: 50 }],
    ['resize=996&compress=050', { width: 996, height: null, quality: 50 }],
    ['compress=50', { width: null, height: null, quality: 50 }],
    ['resize=0361', { width: 361, height: null, quality: 50 }],
  ])('accepts %j', (query, value) => {
    expect(parse(query)).toEqual({ ok: true, value });
  });

  it.each([
    ['resize=2001', 'resize', "one of the store's sizes: 88, 98, 116"],
    ['resize=0', 'resize', "one of the store's sizes"],
    ['resize=360', 'resize', "one of the store's sizes"],
    ['resize=362x362', 'resize', "one of the store's sizes"],
    ['resize=1', 'resize', "one of the store's sizes"],
    ['resize=361x0', 'resize', 'square'],
    ['resize=abc', 'resize', 'like 361 or 361x361'],
    ['resize=', 'resize', 'like 361 or 361x361'],
    ['resize=-5', 'resize', 'like 361 or 361x361'],
    ['resize=36.1', 'resize', 'like 361 or 361x361'],
    ['resize=9999999', 'resize', 'like 361 or 361x361'],
    ['resize=361x200', 'resize', 'square'],
    ['compress=0', 'compress', "one of the store's qualities: 50"],
    ['compress=1', 'compress', "one of the store's qualities: 50"],
    ['compress=49', 'compress', "one of the store's qualities: 50"],
    ['compress=51', 'compress', "one of the store's qualities: 50"],
    ['compress=75', 'compress', "one of the store's qualities: 50"],
    ['compress=100', 'compress', "one of the store's qualities: 50"],
    ['compress=101', 'compress', "one of the store's qualities: 50"],
    ['compress=high', 'compress', "one of the store's qualities: 50"],
    ['compress=5.5', 'compress', "one of the store's qualities: 50"],
    ['compress=', 'compress', "one of the store's qualities: 50"],
    ['width=361', 'width', 'unknown parameter'],
    ['resize=361&v=2', 'v', 'unknown parameter'],
    ['resize=361&resize=270', 'resize', 'more than once'],
    // Object.prototype's names are parameters like any other: unknown, not 'given more than once'.
    ['constructor=1', 'constructor', 'unknown parameter'],
    ['resize=361&toString=1', 'toString', 'unknown parameter'],
  ])('rejects %j, naming %s', (query, name, words) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message.startsWith(`${name}:`)).toBe(true);
    expect(result.message).toContain(words);
  });

  it("renders the specs' sizes and the default", () => {
    for (const size of [...IMAGE_SIZES, DEFAULT_SQUARE_SIZE]) expect(IMAGE_SQUARE_SIZES).toContain(size);
  });

  it.each(IMAGE_SQUARE_SIZES.flatMap((size) => [`${size}`, `${size}x${size}`]))(
    'accepts the square size %s',
    (size) => {
      expect(parse(`resize=${size}`).ok).toBe(true);
    },
  );

  it.each(IMAGE_BANNER_SIZES)('accepts the banner size %s', (size) => {
    expect(parse(`resize=${size}`, false).ok).toBe(true);
  });

  it.each(['800x200', '400', '600x600', '1080', '361', '2000', '1600x640'])(
    'refuses the banner size %s, naming resize',
    (size) => {
      const result = parse(`resize=${size}`, false);
      expect(result).toEqual({ ok: false, message: `resize: banners come in ${IMAGE_BANNER_SIZES.join(', ')}` });
    },
  );
});

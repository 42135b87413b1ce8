import { describe, expect, it } from 'vitest';
import { contentEncoding } from './content-encoding.ts';

describe('contentEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', undefined],
    ['deflate', 'deflate'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.5, deflate;q=0.8', 'deflate'],
    ['gzip;q=0, deflate;q=0', undefined],
    ['*', 'gzip'],
    ['*;q=0.3, gzip;q=0', 'deflate'],
    ['identity', undefined],
    ['identity;q=1, *;q=0', undefined],
  ])('%j → %j', (header, expected) => {
    expect(contentEncoding(header)).toBe(expected);
  });
});

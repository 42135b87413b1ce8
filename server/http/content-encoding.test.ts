import { describe, expect, it } from 'vitest';
import { contentEncoding, pageEncoding } from './content-encoding.ts';

describe('contentEncoding (JSON answers)', () => {
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

describe('pageEncoding (pages compressed once and kept)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    // What Chromium, Firefox and Safari send over HTTPS.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['BR', 'br'],
    // A client without Brotli (Safari over plain HTTP, curl --compressed without it, node's old fetch).
    ['gzip, deflate', 'gzip'],
    ['deflate', 'deflate'],
    // A client's preference stands over ours.
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.2', 'gzip'],
    ['br;q=0, gzip;q=0, deflate;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['zstd', undefined],
    ['identity', undefined],
  ])('%j → %j', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

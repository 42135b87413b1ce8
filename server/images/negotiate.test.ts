import { describe, expect, it } from 'vitest';
import { pickFormat } from './negotiate.ts';

describe('pickFormat', () => {
  it.each([
    [undefined, 'jpeg'],
    ['', 'jpeg'],
    ['*/*', 'jpeg'],
    ['image/jpeg', 'jpeg'],
    ['image/webp,*/*', 'webp'],
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['IMAGE/AVIF', 'avif'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/avif;q=0.0,image/webp;q=0', 'jpeg'],
    ['image/avifx,image/webpx', 'jpeg'],
  ])('%j → %s', (accept, format) => {
    expect(pickFormat(accept)).toBe(format);
  });
});

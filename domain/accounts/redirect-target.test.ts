import { describe, expect, it } from 'vitest';
import { redirectParam, redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it.each([
    [null, '/dashboard'],
    [undefined, '/dashboard'],
    ['', '/dashboard'],
    ['   ', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['cart', '/cart'],
    ['/cart', '/cart'],
    ['user/profile', '/user/profile'],
    ['jewellery/rings?sortBy=HighToLow', '/jewellery/rings?sortBy=HighToLow'],
    ['wishlists#top', '/wishlists#top'],
    ['//evil.com', '/dashboard'],
    ['//evil.com/path', '/dashboard'],
    ['///evil.com', '/dashboard'],
    ['/\\evil.com', '/dashboard'],
    ['\\\\evil.com', '/dashboard'],
    ['https://evil.com', '/https://evil.com'],
    ['javascript:alert(1)', '/javascript:alert(1)'],
    ['/\tevil.com', '/dashboard'],
    ['\n//evil.com', '/dashboard'],
    ['login', '/dashboard'],
    ['/login/', '/dashboard'],
    ['new_login', '/dashboard'],
    ['a/../../cart', '/cart'],
    ['x'.repeat(600), '/dashboard'],
    // Dot segments that collapse into a protocol-relative '//host' once the path is normalised.
    ['/.//evil.com', '/dashboard'],
    ['.//evil.com', '/dashboard'],
    ['/..//evil.com', '/dashboard'],
    ['../..//evil.com', '/dashboard'],
    ['/a/..//evil.com', '/dashboard'],
    ['/%2e//evil.com', '/dashboard'],
    ['/%2E%2E//evil.com', '/dashboard'],
    ['%2e//evil.com', '/dashboard'],
    // Encoded slashes, backslashes and control characters, which a decoding step would turn into a host.
    ['/%2F%2Fevil.com', '/dashboard'],
    ['%2f%2fevil.com', '/dashboard'],
    ['/%5C%5Cevil.com', '/dashboard'],
    ['/%5Cevil.com', '/dashboard'],
    ['/%2F%5Cevil.com', '/dashboard'],
    ['/%252F%252Fevil.com', '/dashboard'],
    ['/%09/evil.com', '/dashboard'],
    ['/%0A/evil.com', '/dashboard'],
    ['/.%2F/evil.com', '/dashboard'],
    ['/\\/evil.com', '/dashboard'],
    ['/\t/evil.com', '/dashboard'],
    ['/\r\n/evil.com', '/dashboard'],
    ['javascript:alert(1)//', '/javascript:alert(1)//'],
    ['/jewellery/rings%20gold', '/jewellery/rings%20gold'],
    ['/./cart', '/cart'],
  ])('%j → %s', (param, target) => {
    expect(redirectTarget(param)).toBe(target);
  });

  it('never leaves the site', () => {
    for (const param of [
      '//evil.com',
      'https://evil.com',
      'http:evil.com',
      '/%2F%2Fevil.com',
      'javascript:alert(1)',
      '/\\/evil.com',
      '%5C%5Cevil.com',
      '/.//evil.com',
      './/evil.com',
      '/..//evil.com',
      '/%2e//evil.com',
    ]) {
      const target = redirectTarget(param);
      expect(new URL(target, 'https://suvarna.in').origin).toBe('https://suvarna.in');
      expect(target.startsWith('//')).toBe(false);
    }
  });
});

describe('redirectParam', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/user/profile', 'user/profile'],
  ])('%s → %s', (path, param) => expect(redirectParam(path)).toBe(param));
});

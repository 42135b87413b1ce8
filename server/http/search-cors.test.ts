import { describe, expect, it } from 'vitest';
import { corsHeaders, isOrigin } from './search-cors.ts';

describe('isOrigin', () => {
  it.each([
    ['https://blog.example.com', true],
    ['http://localhost:5173', true],
    ['https://shop.example.in:8443', true],
    ['https://blog.example.com/', false],
    ['https://blog.example.com/path', false],
    ['blog.example.com', false],
    ['*', false],
    ['ftp://example.com', false],
    ['https://Blog.Example.com', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isOrigin(text)).toBe(expected);
  });
});

describe('corsHeaders', () => {
  const allowed = new Set(['https://blog.example.com']);

  it.each<[string | undefined, boolean, Record<string, string>]>([
    [undefined, false, { Vary: 'Origin' }],
    ['https://evil.example.com', false, { Vary: 'Origin' }],
    ['https://evil.example.com', true, { Vary: 'Origin' }],
    ['https://blog.example.com.evil.com', false, { Vary: 'Origin' }],
    ['http://blog.example.com', false, { Vary: 'Origin' }],
    ['https://blog.example.com', false, { 'Access-Control-Allow-Origin': 'https://blog.example.com', Vary: 'Origin' }],
    [
      'https://blog.example.com',
      true,
      {
        'Access-Control-Allow-Origin': 'https://blog.example.com',
        Vary: 'Origin',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'content-type, x-algolia-api-key, x-algolia-application-id',
        'Access-Control-Max-Age': '86400',
      },
    ],
  ])('origin %s, preflight %s', (origin, preflight, expected) => {
    expect(corsHeaders(origin, allowed, preflight)).toEqual(expected);
  });

  it('allows nothing when no origin is configured', () => {
    expect(corsHeaders('https://blog.example.com', new Set(), true)).toEqual({ Vary: 'Origin' });
  });
});

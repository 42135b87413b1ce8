import { describe, expect, it } from 'vitest';
import { encodedTag, entityTagOf, ifNoneMatchNames } from './entity-tag.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('entityTagOf', () => {
  it('is a strong quoted tag of the bytes, the same for the same bytes', () => {
    const tag = entityTagOf(bytes('<html>a</html>'));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(entityTagOf(bytes('<html>a</html>'))).toBe(tag);
    expect(entityTagOf(bytes('<html>b</html>'))).not.toBe(tag);
  });
});

describe('encodedTag', () => {
  it.each([
    ['"abc"', undefined, '"abc"'],
    ['"abc"', 'gzip', '"abc-gzip"'],
    ['"abc"', 'deflate', '"abc-deflate"'],
    ['"abc"', 'br', '"abc-br"'],
  ])('%s in %s → %s', (tag, encoding, expected) => expect(encodedTag(tag, encoding)).toBe(expected));
});

describe('ifNoneMatchNames', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['*', true],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc-gzip"', true],
    ['W/"abc-gzip"', true],
    ['"abc-deflate"', true],
    ['"xyz", "abc"', true],
    ['"xyz","abc-gzip"', true],
    ['"abcd"', false],
    ['"ab"', false],
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"abcd-br"', false],
    ['"abc-zstd"', false],
    ['"xyz"', false],
    ['abc', false],
  ])('%s → %s', (header, expected) => expect(ifNoneMatchNames(header, '"abc"')).toBe(expected));
});

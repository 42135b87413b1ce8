import { describe, expect, it } from 'vitest';
import { fromJsonText, jsonTextOf, type JsonText } from './json-text';

describe('jsonTextOf and fromJsonText', () => {
  it.for<[string, object, unknown]>([
    [
      'an array of objects',
      [{ label: 'Rings', href: '/jewellery/rings' }],
      [{ label: 'Rings', href: '/jewellery/rings' }],
    ],
    [
      'nested columns',
      { columns: [{ heading: '', links: [] }], n: 1.5 },
      { columns: [{ heading: '', links: [] }], n: 1.5 },
    ],
    ['text that needs escaping', { s: '</script><!-- "₹25,000" \u2028' }, { s: '</script><!-- "₹25,000" \u2028' }],
    ['an undefined field, left out as JSON does', { a: 1, b: undefined }, { a: 1 }],
    ['an empty array', [], []],
  ])('gives back %s', ([, value, parsed]) => {
    const text = jsonTextOf(value);
    expect(text).toBe(JSON.stringify(value));
    // The process that made the text reads the very object it was made from; the browser, its parse.
    expect(fromJsonText(text)).toBe(value);
    expect(JSON.parse(text)).toStrictEqual(parsed);
  });

  it('makes the text of one object once', () => {
    const value = { items: [1, 2, 3] };
    const first = jsonTextOf(value);
    value.items.push(4); // Callers do not change a value they sent; if one did, its text would stay.
    expect(jsonTextOf(value)).toBe(first);
  });

  it('parses a text it did not make once, and keeps only the last few', () => {
    const text = '{"a":[1,2]}' as JsonText<{ a: number[] }>;
    const first = fromJsonText(text);
    expect(first).toEqual({ a: [1, 2] });
    expect(fromJsonText(text)).toBe(first);
    for (let i = 0; i < 40; i++) fromJsonText(`{"n":${i}}` as JsonText<{ n: number }>);
    const again = fromJsonText(text);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});

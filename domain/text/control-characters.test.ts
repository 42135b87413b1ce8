import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters } from './control-characters.ts';

describe('hasControlCharacters', () => {
  it.each([
    ['plain text', 'Asha Rao', false, false],
    ['Indic text with ZWJ and ZWNJ', 'क्\u200Dष न\u200Cा', false, false],
    ['an emoji (a surrogate pair)', 'Lovely 💍', false, false],
    ['NUL', 'a\u0000b', true, true],
    ['BEL', 'a\u0007', true, true],
    ['ESC', '\u001b[31m', true, true],
    ['DEL', 'a\u007f', true, true],
    ['a C1 control', 'a\u0085', true, true],
    ['a lone high surrogate', 'a\ud83d', true, true],
    ['a lone high surrogate at the end', '\ud83d', true, true],
    ['a lone low surrogate', '\udc8d b', true, true],
    ['two high surrogates', '\ud83d\ud83d\udc8d', true, true],
    ['a tab', 'a\tb', true, false],
    ['a line feed', 'a\nb', true, false],
    ['a carriage return', 'a\r\nb', true, false],
    ['a line separator', 'a\u2028b', true, true],
    ['a paragraph separator', 'a\u2029b', true, true],
  ])('%s: single-line %s, multi-line %s', (_name, text, singleLine, multiLine) => {
    expect(hasControlCharacters(text, false)).toBe(singleLine);
    expect(hasControlCharacters(text, true)).toBe(multiLine);
  });
});

describe('findControlCharacters', () => {
  it.each([
    ['a clean body', { email: 'a@b.in', items: [{ sku: 'SVR1' }], n: 3, ok: true, none: null }, null],
    ['a top-level string field', { email: 'a\u0000@b.in' }, 'email'],
    ['a nested field', { data: { note: 'x\ud83d' } }, 'data.note'],
    ['an array item', { items: ['ok', 'b\u0000'] }, 'items.1'],
    ['an array of objects', { items: [{ sku: 'ok' }, { sku: 'S\u0000' }] }, 'items.1.sku'],
    ['a key', { data: { 'k\u0000': 1 } }, 'data'],
    ['a key at the top', { 'k\u0000': 1 }, '(body)'],
    ['a bare string', 'x\u0000', ''],
    ['line breaks (a multi-line field decides)', { body: 'a\nb\tc' }, null],
    ['a key named like a prototype property', JSON.parse('{"__proto__": {"x": "\\u0000"}}'), '__proto__.x'],
  ])('%s', (_name, input, path) => {
    expect(findControlCharacters(input)).toBe(path);
  });

  it('skips what is not text (an uploaded file)', () => {
    expect(findControlCharacters({ resume: new Blob(['\u0000']) })).toBeNull();
  });
});

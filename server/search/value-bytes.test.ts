import { describe, expect, it } from 'vitest';
import { BufferReader, ByteReader, ByteWriter, decimalsOf, isLatin1 } from './value-bytes.ts';

/** Writes with `write`, reads back with `read` from the string the writer hands out. */
function roundTrip<T>(write: (w: ByteWriter) => void, read: (r: ByteReader) => T): { value: T; bytes: number } {
  const writer = new ByteWriter();
  writer.reset();
  write(writer);
  const text = writer.toString();
  expect([...text].every((c) => c.charCodeAt(0) < 256)).toBe(true);
  const reader = new ByteReader();
  reader.reset(text);
  return { value: read(reader), bytes: text.length };
}

describe('value bytes', () => {
  it.each<[number, number]>([
    [0, 1],
    [127, 1],
    [128, 2],
    [16_383, 2],
    [16_384, 3],
    [2 ** 31, 5],
    [2 ** 32 + 5, 5],
    [Number.MAX_SAFE_INTEGER, 8],
  ])('varint %d in %d bytes', (n, size) => {
    expect(
      roundTrip(
        (w) => w.varint(n),
        (r) => r.varint(),
      ),
    ).toEqual({ value: n, bytes: size });
  });

  it.each<[number, number]>([
    [12.96, 2],
    [4.9, 1],
    [0.1, 1],
    [0.32, 2],
    [123.456789, 6],
    [1e-7, 0],
    [1 / 3, 0],
    [0.30000000000000004, 0],
    [2 ** 60 + 0.5, 0],
  ])('decimalsOf(%d) is %d, and the decimal reads back exactly', (v, k) => {
    expect(decimalsOf(v)).toBe(k);
    if (k > 0)
      expect(
        roundTrip(
          (w) => w.decimal(v, k),
          (r) => r.decimal(),
        ).value,
      ).toBe(v);
  });

  it.each([Number.NaN, -0, Infinity, -Infinity, 1 / 3, -1e-300, Number.MIN_VALUE])('float64 %d reads back', (v) => {
    expect(
      Object.is(
        roundTrip(
          (w) => w.float64(v),
          (r) => r.float64(),
        ).value,
        v,
      ),
    ).toBe(true);
  });

  it.each<[string, boolean]>([
    ['', true],
    ['Aanya Rose Ring', true],
    ['Zoë Élan \u0080\u00ff', true],
    ['सुवर्ण कंगन 💍', false],
    ['₹', false],
  ])('text %j (Latin-1: %s) reads back', (s, latin1) => {
    expect(isLatin1(s)).toBe(latin1);
    expect(
      roundTrip(
        (w) => w.utf8(s),
        (r) => r.utf8(),
      ).value,
    ).toBe(s);
    if (latin1)
      expect(
        roundTrip(
          (w) => w.latin1(s),
          (r) => r.latin1(),
        ),
      ).toEqual({ value: s, bytes: s.length + 1 });
  });

  it('grows past its first buffer and starts afresh on reset', () => {
    const writer = new ByteWriter();
    const long = 'x'.repeat(10_000);
    writer.reset();
    writer.latin1(long);
    writer.byte(7);
    const reader = new ByteReader();
    reader.reset(writer.toString());
    expect(reader.latin1()).toBe(long);
    expect(reader.byte()).toBe(7);
    writer.reset();
    writer.byte(9);
    expect(writer.toString()).toBe('\u0009');
  });

  it('reads from bytes what it reads from their string, and skips a varint and bytes', () => {
    const writer = new ByteWriter();
    writer.reset();
    writer.varint(300);
    writer.float64(-0.1);
    writer.decimal(12.75, 2);
    writer.varint(2 ** 40);
    writer.latin1('Zoë');
    writer.byte(7);
    writer.utf8('सुवर्ण');
    writer.byte(9);
    const text = writer.toString();
    const reader = new BufferReader();
    // After two bytes that are not the value's.
    reader.reset(Buffer.concat([Buffer.from([1, 2]), Buffer.from(text, 'latin1')]), 2);
    expect(reader.varint()).toBe(300);
    expect(reader.float64()).toBe(-0.1);
    expect(reader.decimal()).toBe(12.75);
    reader.skipVarint();
    expect(reader.latin1()).toBe('Zoë');
    reader.skip(1);
    expect(reader.utf8()).toBe('सुवर्ण');
    expect(reader.byte()).toBe(9);
  });
});

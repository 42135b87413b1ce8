// The compact products' byte format (compact-product.ts): the tag before each value and the marks that
// stand for the product's name and SKU in its strings. Kept apart so that a second reader of the bytes
// (product-source-reader.ts, on the words' thread) reads the same format the codec writes.

/** The marks of the product's own name and SKU in its other strings (C1 control characters). */
export const NAME = '\u0081';
export const SKU = '\u0082';
/** Any of the codec's marks: a string holding one is kept as it is. */
export const MARKED = /[\u0080-\u0083]/;

// Tags: what the value behind them is.
export const NULL = 0;
export const FALSE = 1;
export const TRUE = 2;
export const UNDEFINED = 3;
export const FLOAT64 = 4;
export const WHOLE = 5;
export const NEGATIVE_WHOLE = 6;
export const DECIMAL = 7;
export const NEGATIVE_DECIMAL = 8;
/** Text with the name and SKU marked, as Latin-1 or UTF-8 bytes. */
export const MARKED_LATIN1 = 9;
export const MARKED_UTF8 = 10;
/** Text kept as it is (it holds a mark character of its own). */
export const RAW_LATIN1 = 11;
export const RAW_UTF8 = 12;
export const SHARED = 13;
export const ARRAY = 14;
export const OBJECT = 15;
/** Whole numbers 0 to 255 - SMALL are the tag SMALL + n alone (stock, counts, GST, zeros). */
export const SMALL = 40;

/** `t` with the name and SKU marks replaced by the product's own name and SKU. */
export function unmark(t: string, name: string, sku: string): string {
  // A product's name and SKU fields are the marks alone: no arrays for them.
  if (t === NAME) return name;
  if (t === SKU) return sku;
  if (t.includes(NAME)) t = t.split(NAME).join(name);
  return t.includes(SKU) ? t.split(SKU).join(sku) : t;
}

/** What a reader of the bytes reads values with (value-bytes.ts: ByteReader, BufferReader). */
interface ValueInput {
  float64(): number;
  varint(): number;
  decimal(): number;
  latin1(): string;
  utf8(): string;
}

/** readScalar's answer for a tag it leaves to its caller. */
export const NOT_SCALAR: unique symbol = Symbol('not a scalar');

/**
 * The value behind `tag` when it is the same for every reader: anything but marked or shared text,
 * an array or an object, which each reader makes its own way (or not at all); else NOT_SCALAR.
 */
export function readScalar(tag: number, input: ValueInput): unknown {
  if (tag >= SMALL) return tag - SMALL;
  switch (tag) {
    case NULL:
      return null;
    case FALSE:
      return false;
    case TRUE:
      return true;
    case UNDEFINED:
      return undefined;
    case FLOAT64:
      return input.float64();
    case WHOLE:
      return input.varint();
    case NEGATIVE_WHOLE:
      return -input.varint();
    case DECIMAL:
      return input.decimal();
    case NEGATIVE_DECIMAL:
      return -input.decimal();
    case RAW_LATIN1:
      return input.latin1();
    case RAW_UTF8:
      return input.utf8();
    default:
      return NOT_SCALAR;
  }
}

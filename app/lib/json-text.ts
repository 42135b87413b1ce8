// Loader data sent as one JSON text (issue 25, render cost). React Router encodes a page's loader
// data with turbo-stream, value by value (each object, key and string looked up and written on its
// own), for the page's inline script: the root loader's navigation alone, some 300 values, took about
// three quarters of the encoding on a home page. As one string it is a single value, written by
// JSON.stringify once per version, and the browser parses it once (the root loader does not run again
// while the shopper moves between pages). Only for plain JSON data: an undefined field is left out
// and a Date becomes a string, as JSON does.
//
// The server's render reads the object the text was made from (kept by the text), not a parse of it.

/** A value's JSON text, typed with what it parses back to. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** Texts already made, by the value they were made from (a kept value keeps its text). */
const texts = new WeakMap<object, string>();

/** Values by their text, the last few dozen: made here (the server) or parsed (the browser). */
const values = new Map<string, unknown>();
const KEPT = 32;

function keep(text: string, value: unknown): void {
  values.delete(text);
  values.set(text, value);
  if (values.size > KEPT) values.delete(values.keys().next().value!);
}

/** The JSON text of `value`: made once for the same object. */
export function jsonTextOf<T extends object>(value: T): JsonText<T> {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  keep(text, value);
  return text as JsonText<T>;
}

/** The value of a JSON text: the object it was made from when this process made it, else its parse, once. */
export function fromJsonText<T>(text: JsonText<T>): T {
  if (values.has(text)) return values.get(text) as T;
  const value = JSON.parse(text) as T;
  keep(text, value);
  return value;
}

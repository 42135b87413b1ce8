// The one rule for text in any input (a JSON body, a query string, a path): no character a person
// types or reads as text. NUL, the other C0 and C1 controls, DEL and lone UTF-16 surrogates reached
// PostgreSQL (which refuses NUL in text and jsonb, and lone surrogates in jsonb) and answered 500;
// the rest hide things in mails, logs and the back office. Tab and line breaks (CR, LF) are text in
// a multi-line field only; the line and paragraph separators (U+2028, U+2029) are line breaks no form
// sends, and they end a line in JavaScript source, so they are refused everywhere.

const MULTI_LINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SINGLE_LINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The refusal's text, shown beside the field by the forms. */
export const CONTROL_CHARACTER_TEXT = 'Please remove invisible control characters.';

/** True when the text holds a character no text field takes (tab and line breaks allowed when `multiline`). */
export function hasControlCharacters(text: string, multiline: boolean): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/**
 * The first string in a parsed input (object keys included) that breaks the rule for every input
 * (tab and line breaks allowed: which field is multi-line is its schema's to say), as the dotted
 * path of its field, or null. One walk over what JSON.parse or the query gave: strings, arrays and
 * plain objects; anything else (a number, an uploaded File) is not text.
 */
export function findControlCharacters(input: unknown, path: string = ''): string | null {
  if (typeof input === 'string') return MULTI_LINE.test(input) ? path : null;
  if (typeof input !== 'object' || input === null) return null;
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const found = findControlCharacters(input[i], join(path, String(i)));
      if (found !== null) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(input);
  if (proto !== Object.prototype && proto !== null) return null;
  for (const key of Object.keys(input)) {
    if (MULTI_LINE.test(key)) return path === '' ? '(body)' : path;
    const found = findControlCharacters((input as Record<string, unknown>)[key], join(path, key));
    if (found !== null) return found;
  }
  return null;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

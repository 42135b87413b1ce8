// The Content-Security-Policy sources that allow a page's inline scripts by their SHA-256 hashes
// (CSP Level 2's 'sha256-…'), for a page rendered without a per-response nonce so that every visitor
// gets the same bytes and a shared cache may keep them (docs/decisions/2026-11-27-page-cache.md).
// React and React Router write each inline script's text escaped ('<' as \u003c), so a script's text
// ends at the first `</script`, as the browser's HTML parser reads it.
import { hash } from 'node:crypto';

/** Between `</script` and its `>`, the HTML tokenizer's white space only (tab, line feed, form feed, return, space). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/gi;
/** A script with a source runs from 'self'; a data block (JSON-LD) is not run, so CSP does not ask for it. */
const NOT_RUN_INLINE = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** Each inline script's `'sha256-…'` source, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return scriptHashes(html, (_start, text) => Buffer.from(text, 'utf8'));
}

/**
 * The same, from the page's UTF-8 bytes without reading the page as text: the scripts are found
 * where they are, as the expression above finds them in text (ASCII case folded, `\b`, the first
 * `>`, the first `</script` with only white space before its `>`), and each one's text is hashed as
 * the bytes it is. What is looked for is ASCII, and no byte of a multi-byte UTF-8 character is, so
 * the same scripts are found. Reading the page as text first was a twentieth of a listing's render.
 */
export function inlineScriptHashesOfBytes(html: Uint8Array): string[] {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  for (let open = bytes.indexOf(LT); open >= 0;) {
    if (!namesScript(bytes, open + 1) || isWordByte(bytes[open + 1 + NAME.length])) {
      open = bytes.indexOf(LT, open + 1);
      continue;
    }
    const tagEnd = bytes.indexOf(GT, open + 1 + NAME.length);
    const close = tagEnd < 0 ? -1 : scriptClose(bytes, tagEnd + 1);
    if (close < 0) break; // no script can close after this one either
    const attributes = bytes.toString('latin1', open + 1 + NAME.length, tagEnd);
    if (!NOT_RUN_INLINE.test(attributes))
      hashes.add(`'sha256-${hash('sha256', bytes.subarray(tagEnd + 1, close), 'base64')}'`);
    open = bytes.indexOf(LT, closeEnd(bytes, close));
  }
  return [...hashes];
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const NAME = 'script';

/** `script` in any ASCII case at `at`. */
function namesScript(bytes: Uint8Array, at: number): boolean {
  for (let i = 0; i < NAME.length; i++) if ((bytes[at + i]! | 0x20) !== NAME.charCodeAt(i)) return false;
  return true;
}

/** A byte `\w` matches ([A-Za-z0-9_]); past the end is not one. */
function isWordByte(b: number | undefined): boolean {
  if (b === undefined) return false;
  const lower = b | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x5f;
}

/** The HTML tokenizer's white space: tab, line feed, form feed, return, space. */
const isSpaceByte = (b: number | undefined) => b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;

/** Where the first `</script` closed by `>` after white space only, from `from`, starts; or -1. */
function scriptClose(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(LT, from); at >= 0; at = bytes.indexOf(LT, at + 1)) {
    if (bytes[at + 1] === SLASH && namesScript(bytes, at + 2) && closeEnd(bytes, at) > 0) return at;
  }
  return -1;
}

/** Past the `>` of the closing tag at `at`, or -1 when it is not one. */
function closeEnd(bytes: Buffer, at: number): number {
  let i = at + 2 + NAME.length;
  while (isSpaceByte(bytes[i])) i++;
  return bytes[i] === GT ? i + 1 : -1;
}

/** `textBytes`: a script's text (found at `start` of the page as read) as the bytes to hash. */
function scriptHashes(html: string, textBytes: (start: number, text: string) => Uint8Array): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (NOT_RUN_INLINE.test(attributes)) continue;
    // The opening tag is `<script`, the attributes and `>`; the text follows it.
    const start = match.index + '<script'.length + attributes.length + 1;
    hashes.add(`'sha256-${hash('sha256', textBytes(start, text), 'base64')}'`);
  }
  return [...hashes];
}

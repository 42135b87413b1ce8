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
 * The same, from the page's UTF-8 bytes without decoding them: read as Latin-1, one character a
 * byte, each script's text is its own bytes, hashed as they are. The tags and attributes the
 * expressions look for are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so they find
 * the same scripts (a tenth of a page's render went to decoding it as UTF-8 first).
 */
export function inlineScriptHashesOfBytes(html: Uint8Array): string[] {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  // A character's index in the Latin-1 reading is its byte's offset: hash the page's own bytes there.
  return scriptHashes(bytes.toString('latin1'), (start, text) => bytes.subarray(start, start + text.length));
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

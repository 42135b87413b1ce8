// The Content-Security-Policy sources that allow a page's inline scripts by their SHA-256 hashes
// (CSP Level 2's 'sha256-…'), for a page rendered without a per-response nonce so that every visitor
// gets the same bytes and a shared cache may keep them (docs/decisions/2026-11-27-page-cache.md).
// React and React Router write each inline script's text escaped ('<' as \u003c), so a script's text
// ends at the first `</script`, as the browser's HTML parser reads it.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A script with a source runs from 'self'; a data block (JSON-LD) is not run, so CSP does not ask for it. */
const NOT_RUN_INLINE = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** Each inline script's `'sha256-…'` source, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return scriptHashes(html, 'utf8');
}

/**
 * The same, from the page's UTF-8 bytes without decoding them: read as Latin-1, one character a
 * byte, each script's text is its own bytes, hashed as they are. The tags and attributes the
 * expressions look for are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so they find
 * the same scripts (a tenth of a page's render went to decoding it as UTF-8 first).
 */
export function inlineScriptHashesOfBytes(html: Uint8Array): string[] {
  return scriptHashes(Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1'), 'latin1');
}

function scriptHashes(html: string, encoding: 'utf8' | 'latin1'): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (NOT_RUN_INLINE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, encoding).digest('base64')}'`);
  }
  return [...hashes];
}

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
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (NOT_RUN_INLINE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

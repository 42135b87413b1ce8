// Strong entity tags for cacheable pages and the If-None-Match test (RFC 9110 §8.8.3, §13.1.2).
// The tag is the SHA-256 of the page's bytes, so two instances that render the same page give it the
// same tag, and any change the page shows (a price, a banner, a release's bundles) gives a new one.
// A compressed answer is another representation: its tag carries the encoding (`"…-br"`, `"…-gzip"`),
// as Apache's does, so a cache never gives one client's Brotli bytes to a client that asked for gzip by
// the tag alone, and a tag sent back with or without it names the same page.
// crypto.hash: one call, without the Hash object createHash makes (and Node registers) for each page.
import { hash } from 'node:crypto';

const ENCODING_SUFFIX = /-(?:br|gzip|deflate)"$/;

/** `"<22 base64url characters of the body's SHA-256>"`: 132 bits, plenty against collisions. */
export function entityTagOf(body: Uint8Array): string {
  return `"${hash('sha256', body, 'base64url').slice(0, 22)}"`;
}

/** The tag of the same page sent in an encoding. */
export function encodedTag(tag: string, encoding: string | undefined): string {
  return encoding === undefined ? tag : `${tag.slice(0, -1)}-${encoding}"`;
}

/**
 * Whether If-None-Match names this page (weak comparison, as the header asks): `*`, or any listed tag
 * equal to it once a `W/` and an encoding suffix are taken off.
 */
export function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  for (const raw of trimmed.match(/(?:W\/)?"[^"]*"/g) ?? []) {
    const opaque = raw.startsWith('W/') ? raw.slice(2) : raw;
    if (opaque === tag || opaque.replace(ENCODING_SUFFIX, '"') === tag) return true;
  }
  return false;
}

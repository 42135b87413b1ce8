// A .docx résumé: an Office Open XML package (a ZIP). Listed with fflate, and only the small XML parts
// that say what the package does are inflated ([Content_Types].xml and the *.rels relationship parts,
// at most 4 MiB in all as their headers declare; fflate inflates into a buffer of the declared size,
// so a part that lies about its size cannot make more). A package whose parts we could not all read
// is refused: we cannot say what it does.
//
// Refused:
// - macros: a vbaProject part, or a macro-enabled content type (Word's .docm and .dotm);
// - ActiveX controls: an activeX part, its content types or its relationships;
// - external content: any relationship with TargetMode="External" that Word follows by itself on
//   opening (an attachedTemplate from the web is the classic: it fetches a macro template, or leaks
//   the reader's Windows credentials to a file share; linked pictures, frames and OLE objects alike).
//   A hyperlink is the one exception: Word follows it only when clicked, and a résumé with the link to
//   the applicant's profile or mail address is ordinary, so hyperlinks to http, https or mailto stay.
import { unzipSync, type UnzipFileInfo } from 'fflate';
import type { ContentFinding } from '../../domain/careers/resume-rules.ts';

const MAX_INSPECTED_BYTES = 4 * 1024 * 1024;
const HYPERLINK = /\/relationships\/hyperlink$/;
const SAFE_LINK = /^(https?:|mailto:)/i;
const MACRO_CONTENT = /macroenabled|vbaproject|vbadata/i;
const ACTIVEX = /activex/i;

/** XML text in UTF-8 or UTF-16 (both allowed by the package format), by its byte order mark. */
function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** An attribute value with XML's character references resolved (`&#69;xternal` is External too). */
function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_all, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower]!;
  });
}

/** The attributes of every element named `local` (with or without a namespace prefix). */
export function elementsNamed(xml: string, local: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  // Attribute values may hold '>' (XML allows it), so the tag ends at the first '>' outside quotes.
  const tag = new RegExp(`<(?:[\\w.-]+:)?${local}(\\s(?:[^>"']|"[^"]*"|'[^']*')*)?/?>`, 'g');
  for (const match of xml.matchAll(tag)) {
    const attributes = new Map<string, string>();
    for (const [, name, quoted] of (match[1] ?? '').matchAll(/([\w.:-]+)\s*=\s*("[^"]*"|'[^']*')/g)) {
      attributes.set(name!.replace(/^[\w.-]+:/, ''), unescapeXml(quoted!.slice(1, -1)).trim());
    }
    found.push(attributes);
  }
  return found;
}

/** Relationships Word follows by itself when the document opens, to something outside the package. */
function fetchesOutside(rels: string): boolean {
  return elementsNamed(rels, 'Relationship').some((r) => {
    if ((r.get('TargetMode') ?? '').toLowerCase() !== 'external') return false;
    return !(HYPERLINK.test(r.get('Type') ?? '') && SAFE_LINK.test(r.get('Target') ?? ''));
  });
}

/** The package's part names (lower case, as the format compares them) and its small XML parts' text. */
function readPackage(bytes: Uint8Array): { names: string[]; xml: Map<string, string> } | null {
  const names: string[] = [];
  let budget = MAX_INSPECTED_BYTES;
  const wanted = (file: UnzipFileInfo) => {
    const name = file.name.toLowerCase();
    names.push(name);
    if (name !== '[content_types].xml' && !name.endsWith('.rels')) return false;
    if (file.originalSize > budget) return false;
    budget -= file.originalSize;
    return true;
  };
  try {
    const parts = unzipSync(bytes, { filter: wanted });
    const xml = new Map<string, string>();
    for (const [name, content] of Object.entries(parts)) xml.set(name.toLowerCase(), decodeXml(content));
    return { names, xml };
  } catch {
    return null;
  }
}

export function checkWordPackage(bytes: Uint8Array, zipKind: 'zip' | 'docx' | 'docm'): ContentFinding {
  const read = readPackage(bytes);
  const isWordPackage =
    read !== null && read.names.includes('word/document.xml') && read.names.includes('[content_types].xml');
  if (!read || !isWordPackage) {
    return {
      kind: null,
      near: zipKind === 'zip' && !read?.names.some((n) => n.startsWith('word/')) ? 'other' : 'word-container',
    };
  }
  const { names, xml } = read;
  const contentTypes = xml.get('[content_types].xml');
  // Declared too large to inspect: we cannot say what it does.
  if (contentTypes === undefined || names.some((n) => n.endsWith('.rels') && !xml.has(n)))
    return { kind: null, near: 'word-container' };
  const declaredTypes = [...elementsNamed(contentTypes, 'Override'), ...elementsNamed(contentTypes, 'Default')].map(
    (t) => t.get('ContentType') ?? '',
  );
  const relationshipTypes = [...xml.entries()]
    .filter(([n]) => n.endsWith('.rels'))
    .flatMap(([, text]) => elementsNamed(text, 'Relationship').map((r) => r.get('Type') ?? ''));

  if (
    zipKind === 'docm' ||
    names.some((n) => /(^|\/)vba(project|data)\.(bin|xml)$/.test(n)) ||
    declaredTypes.some((t) => MACRO_CONTENT.test(t)) ||
    relationshipTypes.some((t) => /vbaproject/i.test(t))
  ) {
    return { kind: null, near: 'macros' };
  }
  if (
    names.some((n) => /(^|\/)activex\//.test(n)) ||
    declaredTypes.some((t) => ACTIVEX.test(t)) ||
    relationshipTypes.some((t) => ACTIVEX.test(t) || /\/relationships\/control$/.test(t))
  ) {
    return { kind: null, near: 'activex' };
  }
  for (const [name, text] of xml)
    if (name.endsWith('.rels') && fetchesOutside(text)) return { kind: null, near: 'external-content' };
  return { kind: 'docx' };
}

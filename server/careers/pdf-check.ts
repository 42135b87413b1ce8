// A PDF résumé, read as PDF syntax rather than searched for words. Refused:
// - anything before the `%PDF-` header: the format puts the header on the first line, so bytes in
//   front of it (a web page, say) make a file that is one thing to a browser and another to a reader;
// - HTML markup anywhere in the file (a PDF/HTML polyglot);
// - the names of active content in the file's objects: JavaScript (/JavaScript, /JS, so also an
//   OpenAction or additional action that runs JavaScript), /Launch actions, embedded files
//   (/EmbeddedFile, /EmbeddedFiles, /GoToE), /RichMedia and XFA forms (/XFA), which carry scripts.
//   An OpenAction that only opens a page is ordinary and stays.
// Names are read by a small tokenizer that skips strings (a résumé saying "(HTML/JavaScript)" is
// text, not a name), comments and stream data, and decodes #xx escapes (/J#61vaScript is
// /JavaScript). Objects packed in object streams (PDF 1.5) are inflated and read the same way; one
// packed by any filter but Flate, or encrypted, cannot be checked and is refused. Since a reader
// reaches objects by offset, the raw bytes are also searched for active content's syntax
// (HIDDEN_ACTIVE), and a file with more names or streams than any résumé has is refused unread.
import { inflateSync } from 'node:zlib';
import type { ContentFinding, ResumeProblem } from '../../domain/careers/resume-rules.ts';

const HEADER = /^%PDF-\d\.\d/;
/** Markup a browser would render as a page; none of it is PDF syntax. */
const HTML = /<(script|html|body|iframe|svg|!doctype\s+html)[\s>/]/i;
const ACTIVE_NAMES: ReadonlyMap<string, ResumeProblem> = new Map([
  ['JavaScript', 'pdf-javascript'],
  ['JS', 'pdf-javascript'],
  ['XFA', 'pdf-javascript'],
  ['RichMedia', 'pdf-javascript'],
  ['Launch', 'pdf-launch'],
  ['EmbeddedFile', 'pdf-attachment'],
  ['EmbeddedFiles', 'pdf-attachment'],
  ['GoToE', 'pdf-attachment'],
]);
/**
 * Active content written as PDF syntax, looked for in the raw bytes of the whole file, stream data
 * included. A reader finds an object by the offset the cross-reference data gives, so an object can
 * sit inside bytes the tokenizer took for a stream's data. These forms (an action's type, an embedded
 * file's dictionary, a document-level script tree) do not occur in prose or by chance in compressed
 * data, unlike the bare names, which a résumé's XML metadata may well contain ("React/JavaScript").
 */
const HIDDEN_ACTIVE: readonly [RegExp, ResumeProblem][] = [
  [/\/S\s*\/(JavaScript|RichMedia)\b|\/JavaScript\s*(<<|\d+\s+\d+\s+R)/, 'pdf-javascript'],
  [/\/S\s*\/Launch\b/, 'pdf-launch'],
  [/\/S\s*\/GoToE\b|\/EmbeddedFiles?\s*(<<|\d+\s+\d+\s+R)|\/Type\s*\/EmbeddedFile\b/, 'pdf-attachment'],
];
/** What all object streams of one file may inflate to (a Flate bomb stops here). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (b: number | undefined) => b !== undefined && !WHITESPACE.has(b) && !DELIMITERS.has(b);

/**
 * More names or streams than any résumé has (a 5 MiB file of nothing else would cost seconds of CPU
 * to read): past these the file is refused as one we cannot check, before the work is done.
 */
const MAX_NAMES = 100_000;
const MAX_STREAMS = 10_000;

interface Scan {
  /** Past MAX_NAMES or MAX_STREAMS: the scan stopped there. */
  tooLarge: boolean;
  /** The first active name met, if any. */
  active: ResumeProblem | null;
  /** Whether the file has an /Encrypt entry. */
  encrypted: boolean;
  /** Every stream: the names of its object before the data (its dictionary) and the raw data. */
  objectStreams: { dictionary: string[]; data: Uint8Array }[];
}

/** The names of a stream's dictionary that decide whether and how it is read as an object stream. */
const STREAM_KEYS = new Set(['ObjStm', 'N', 'First', 'DecodeParms', 'Crypt']);
/** The longest name worth reading: 'EmbeddedFiles' with every character escaped as #xx. */
const MAX_NAME_LENGTH = 'EmbeddedFiles'.length * 3;

const latin1 = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

function decodeName(raw: string): string {
  if (!raw.includes('#')) return raw;
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The names of PDF syntax in `bytes` (outside strings, comments and streams), and its streams' data. */
function scan(bytes: Uint8Array, withStreams: boolean): Scan {
  let active: ResumeProblem | null = null;
  let encrypted = false;
  let nameCount = 0;
  const objectStreams: Scan['objectStreams'] = [];
  let sinceObject: string[] = [];
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    if (nameCount > MAX_NAMES || objectStreams.length > MAX_STREAMS)
      return { tooLarge: true, active, encrypted, objectStreams };
    const b = bytes[i]!;
    if (b === 0x25 /* % */) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (b === 0x28 /* ( */) {
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        if (bytes[i] === 0x5c /* \ */) i += 2;
        else {
          if (bytes[i] === 0x28) depth++;
          else if (bytes[i] === 0x29) depth--;
          i++;
        }
      }
    } else if (b === 0x3c /* < */ && bytes[i + 1] === 0x3c) {
      i += 2;
    } else if (b === 0x3c /* < */) {
      // A hex string.
      while (i < n && bytes[i] !== 0x3e) i++;
      i++;
    } else if (b === 0x2f /* / */) {
      let end = i + 1;
      while (isRegular(bytes[end])) end++;
      // Longer names cannot be one we look for, even written all in #xx escapes.
      nameCount += 1;
      if (end - i - 1 <= MAX_NAME_LENGTH) {
        const name = decodeName(latin1(bytes, i + 1, end));
        active ??= ACTIVE_NAMES.get(name) ?? null;
        if (name === 'Encrypt') encrypted = true;
        // Only what decides how a stream is read is kept (a file of a million names stays cheap).
        if (STREAM_KEYS.has(name) || name.endsWith('Decode')) sinceObject.push(name);
      }
      i = end;
    } else if (isRegular(b)) {
      let end = i;
      while (isRegular(bytes[end])) end++;
      const length = end - i;
      const word = length === 3 || length === 6 ? latin1(bytes, i, end) : '';
      i = end;
      if (word === 'obj') sinceObject = [];
      else if (word === 'stream' && withStreams) {
        // The data starts after the keyword's end of line and runs to `endstream`.
        if (bytes[i] === 0x0d) i++;
        if (bytes[i] === 0x0a) i++;
        const close = view.indexOf('endstream', i, 'latin1');
        const stop = close === -1 ? n : close;
        objectStreams.push({ dictionary: sinceObject, data: bytes.subarray(i, stop) });
        i = close === -1 ? n : close + 'endstream'.length;
      }
    } else {
      i++;
    }
  }
  return { tooLarge: false, active, encrypted, objectStreams };
}

export function checkPdf(bytes: Uint8Array): ContentFinding {
  const head = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  if (!HEADER.test(head)) return { kind: null, near: 'pdf-header' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (HTML.test(text)) return { kind: null, near: 'pdf-html' };

  const file = scan(bytes, true);
  if (file.active) return { kind: null, near: file.active };
  if (file.tooLarge) return { kind: null, near: 'pdf-unchecked' };
  // A reader finds object streams through the cross-reference data and needs only /N and /First, so a
  // stream with those is read as one whatever its /Type says.
  const packed = file.objectStreams.filter(
    (s) => s.dictionary.includes('ObjStm') || (s.dictionary.includes('N') && s.dictionary.includes('First')),
  );
  if (packed.length > 0 && file.encrypted) return { kind: null, near: 'pdf-unchecked' };
  let budget = MAX_INFLATED_BYTES;
  for (const stream of packed) {
    const filters = stream.dictionary.filter((name) => name.endsWith('Decode') || name === 'Crypt');
    if (
      filters.length > 1 ||
      (filters.length === 1 && filters[0] !== 'FlateDecode') ||
      stream.dictionary.includes('DecodeParms')
    )
      return { kind: null, near: 'pdf-unchecked' };
    if (budget <= 0) return { kind: null, near: 'pdf-unchecked' };
    let inner: Uint8Array;
    try {
      inner = filters.length === 0 ? stream.data : inflateSync(stream.data, { maxOutputLength: budget });
    } catch {
      return { kind: null, near: 'pdf-unchecked' };
    }
    budget -= inner.length;
    const packedScan = scan(inner, false);
    if (packedScan.active) return { kind: null, near: packedScan.active };
    if (packedScan.tooLarge) return { kind: null, near: 'pdf-unchecked' };
  }
  // Once over the whole file: these forms are safe to look for in text too.
  const decoded = decodeName(text);
  for (const [pattern, problem] of HIDDEN_ACTIVE) if (pattern.test(decoded)) return { kind: null, near: problem };
  return { kind: 'pdf' };
}

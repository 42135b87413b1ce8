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
// packed by any filter but Flate, or encrypted, cannot be checked and is refused.
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
/** What all object streams of one file may inflate to (a Flate bomb stops here). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (b: number | undefined) => b !== undefined && !WHITESPACE.has(b) && !DELIMITERS.has(b);

interface Scan {
  names: string[];
  /** Per stream: the names of its object before the data (its dictionary) and the raw data. */
  objectStreams: { dictionary: string[]; data: Uint8Array }[];
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The names of PDF syntax in `bytes` (outside strings, comments and streams), and its streams' data. */
function scan(bytes: Uint8Array, withStreams: boolean): Scan {
  const names: string[] = [];
  const objectStreams: Scan['objectStreams'] = [];
  let sinceObject: string[] = [];
  let i = 0;
  const n = bytes.length;
  while (i < n) {
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
      const name = decodeName(Buffer.from(bytes.subarray(i + 1, end)).toString('latin1'));
      names.push(name);
      sinceObject.push(name);
      i = end;
    } else if (isRegular(b)) {
      let end = i;
      while (isRegular(bytes[end])) end++;
      const word = Buffer.from(bytes.subarray(i, end)).toString('latin1');
      i = end;
      if (word === 'obj') sinceObject = [];
      else if (word === 'stream' && withStreams) {
        // The data starts after the keyword's end of line and runs to `endstream`.
        if (bytes[i] === 0x0d) i++;
        if (bytes[i] === 0x0a) i++;
        const close = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('endstream', i, 'latin1');
        const stop = close === -1 ? n : close;
        objectStreams.push({ dictionary: sinceObject, data: bytes.subarray(i, stop) });
        i = close === -1 ? n : close + 'endstream'.length;
      }
    } else {
      i++;
    }
  }
  return { names, objectStreams };
}

export function checkPdf(bytes: Uint8Array): ContentFinding {
  const head = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  if (!HEADER.test(head)) return { kind: null, near: 'pdf-header' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (HTML.test(text)) return { kind: null, near: 'pdf-html' };

  const file = scan(bytes, true);
  const names = [...file.names];
  const packed = file.objectStreams.filter((s) => s.dictionary.includes('ObjStm'));
  if (packed.length > 0 && names.includes('Encrypt')) return { kind: null, near: 'pdf-unchecked' };
  let budget = MAX_INFLATED_BYTES;
  for (const stream of packed) {
    const filters = stream.dictionary.filter((name) => /Decode$|^Crypt$/.test(name));
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode') || stream.dictionary.includes('DecodeParms')) return { kind: null, near: 'pdf-unchecked' };
    let inner: Uint8Array;
    try {
      inner = filters.length === 0 ? stream.data : inflateSync(stream.data, { maxOutputLength: budget });
    } catch {
      return { kind: null, near: 'pdf-unchecked' };
    }
    budget -= inner.length;
    names.push(...scan(inner, false).names);
  }
  for (const name of names) {
    const problem = ACTIVE_NAMES.get(name);
    if (problem) return { kind: null, near: problem };
  }
  return { kind: 'pdf' };
}

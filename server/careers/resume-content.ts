// What a résumé's bytes are, whatever its name or declared type, and whether it is safe to hand to
// staff. `file-type` reads the magic numbers (the OLE2 compound file header, a ZIP); a PDF is any file
// with `%PDF-` in its first KiB, where readers look for it (so a web page in front of a PDF is named
// for what it is rather than "not a PDF"). Each kind then has its own reading: pdf-check.ts,
// word-binary-check.ts (.doc), word-package-check.ts (.docx).
import { fileTypeFromBuffer } from 'file-type';
import type { ContentFinding } from '../../domain/careers/resume-rules.ts';
import { checkPdf } from './pdf-check.ts';
import { checkWordBinary } from './word-binary-check.ts';
import { checkWordPackage } from './word-package-check.ts';

/** How far into a file PDF readers look for the header (the format itself wants it at the start). */
const PDF_HEADER_WINDOW = 1024;

export async function inspectResume(bytes: Uint8Array): Promise<ContentFinding> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_HEADER_WINDOW)).includes('%PDF-'))
    return checkPdf(bytes);
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'cfb') return checkWordBinary(bytes);
  if (found?.ext === 'docx' || found?.ext === 'zip' || found?.ext === 'docm') return checkWordPackage(bytes, found.ext);
  return { kind: null, near: 'other' };
}

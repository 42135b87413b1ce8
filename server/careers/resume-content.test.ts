// The résumé's content checks, file by file: each of the attacks issue 26 found, their variants
// (escaped names, packed objects, macro content types), and the ordinary files that must stay
// accepted (a link to a profile, a résumé that mentions HTML/JavaScript, an OpenAction to page one).
import { describe, expect, it } from 'vitest';
import type { ContentFinding } from '../../domain/careers/resume-rules.ts';
import {
  activeXDocx,
  externalTemplateDocx,
  fakeExe,
  fakeOle2Word,
  hollowDoc,
  hollowDocx,
  linkedDocx,
  macroDoc,
  macroDocx,
  macroTypedDocx,
  objectStream,
  pdfOfSize,
  plainZip,
  tinyDoc,
  tinyDocx,
  tinyPdf,
  tinyXls,
} from '../../tests/support/documents.ts';
import { inspectResume } from './resume-content.ts';

const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('inspectResume', () => {
  it.each<[string, Uint8Array, ContentFinding]>([
    // Accepted.
    ['a one-page PDF', tinyPdf(), { kind: 'pdf' }],
    [
      'a PDF whose text says HTML/JavaScript and (nested) parentheses',
      tinyPdf('Skills: HTML/JavaScript, C/C++ (nested \\) too)'),
      { kind: 'pdf' },
    ],
    [
      'a PDF that opens at its first page',
      tinyPdf(undefined, { catalog: '/OpenAction [3 0 R /Fit] ' }),
      { kind: 'pdf' },
    ],
    [
      'a PDF with a title packed in an object stream',
      tinyPdf(undefined, { objects: [objectStream(['<< /Title (Anjali Menon CV) >>'], 6)] }),
      { kind: 'pdf' },
    ],
    ['a PDF padded after %%EOF', pdfOfSize(64 * 1024), { kind: 'pdf' }],
    ['a Word 97–2003 document', tinyDoc(), { kind: 'doc' }],
    ['a .docx', tinyDocx(), { kind: 'docx' }],
    ['a .docx linking to a profile and a mail address', linkedDocx(), { kind: 'docx' }],
    // The attacks of issue 26.
    [
      '661 bytes of OLE2 magic naming WordDocument beside a script',
      fakeOle2Word(),
      { kind: null, near: 'word-container' },
    ],
    ['a .doc with a VBA storage and AutoOpen', macroDoc(), { kind: null, near: 'macros' }],
    ['a .docx with an external attachedTemplate', externalTemplateDocx(), { kind: null, near: 'external-content' }],
    ['a .docx with an ActiveX part', activeXDocx(), { kind: null, near: 'activex' }],
    [
      'a PDF/HTML polyglot (HTML in a comment after the header)',
      tinyPdf(undefined, { afterHeader: '%<html><body><script>alert(1)</script></body></html>\n' }),
      { kind: null, near: 'pdf-html' },
    ],
    [
      'a web page in front of the PDF header',
      tinyPdf(undefined, { before: '<html><body><script>alert(1)</script></body></html>\n' }),
      { kind: null, near: 'pdf-header' },
    ],
    ['anything in front of the PDF header', tinyPdf(undefined, { before: 'MZ\n' }), { kind: null, near: 'pdf-header' }],
    ['HTML after %%EOF', tinyPdf(undefined, { after: '<!DOCTYPE html><p>hi</p>' }), { kind: null, near: 'pdf-html' }],
    [
      'a PDF running JavaScript on open',
      tinyPdf(undefined, { catalog: `/OpenAction ${JS_ACTION} ` }),
      { kind: null, near: 'pdf-javascript' },
    ],
    [
      'JavaScript under #-escaped names',
      tinyPdf(undefined, { catalog: '/OpenAction << /S /J#61vaScript /J#53 (x) >> ' }),
      { kind: null, near: 'pdf-javascript' },
    ],
    [
      'JavaScript on a page action',
      tinyPdf(undefined, { catalog: '/AA << /WC 6 0 R >> ', objects: [JS_ACTION] }),
      { kind: null, near: 'pdf-javascript' },
    ],
    [
      'JavaScript packed in a Flate object stream',
      tinyPdf(undefined, { catalog: '/OpenAction 7 0 R ', objects: [objectStream([JS_ACTION], 7)] }),
      { kind: null, near: 'pdf-javascript' },
    ],
    [
      'JavaScript packed in an object stream whose /Type is not ObjStm',
      tinyPdf(undefined, {
        catalog: '/OpenAction 7 0 R ',
        objects: [objectStream([JS_ACTION], 7, '/FlateDecode', '/Other')],
      }),
      { kind: null, near: 'pdf-javascript' },
    ],
    [
      'a JavaScript action hidden inside the data of a stream declared compressed (a reader reaches it by its offset)',
      tinyPdf(undefined, {
        catalog: '/OpenAction 7 0 R ',
        objects: [
          '<< /Length 80 /Filter /FlateDecode >>\nstream\n7 0 obj << /S /J#61vaScript /JS (app.alert\\(1\\)) >> endobj\nendstream',
        ],
      }),
      { kind: null, near: 'pdf-javascript' },
    ],
    [
      'a PDF whose XML metadata names React/JavaScript',
      tinyPdf(undefined, {
        objects: [
          '<< /Type /Metadata /Subtype /XML /Length 60 >>\nstream\n<dc:title>Anjali Menon, React/JavaScript developer</dc:title>\nendstream',
        ],
      }),
      { kind: 'pdf' },
    ],
    [
      'more names than any résumé has (seconds of work to read)',
      tinyPdf(undefined, { catalog: '/a '.repeat(100_001) }),
      { kind: null, near: 'pdf-unchecked' },
    ],
    [
      'an object stream packed by another filter',
      tinyPdf(undefined, { objects: [objectStream(['<< /Title (x) >>'], 7, '/ASCIIHexDecode')] }),
      { kind: null, near: 'pdf-unchecked' },
    ],
    [
      'an object stream that is not Flate data',
      tinyPdf(undefined, {
        objects: [
          [
            new TextEncoder().encode(
              '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot flate\nendstream',
            ),
          ],
        ],
      }),
      { kind: null, near: 'pdf-unchecked' },
    ],
    [
      'a Launch action',
      tinyPdf(undefined, { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >> ' }),
      { kind: null, near: 'pdf-launch' },
    ],
    [
      'an embedded file',
      tinyPdf(undefined, {
        catalog: '/Names << /EmbeddedFiles << /Names [(cv.exe) 6 0 R] >> >> ',
        objects: ['<< /Type /Filespec /F (cv.exe) /EF << /F 7 0 R >> >>'],
      }),
      { kind: null, near: 'pdf-attachment' },
    ],
    // Word variants.
    [
      'an external template written with a character reference',
      externalTemplateDocx("TargetMode='&#69;xternal'"),
      { kind: null, near: 'external-content' },
    ],
    [
      'an external template with ">" in its target',
      externalTemplateDocx('Extra="a>b" TargetMode="External"'),
      { kind: null, near: 'external-content' },
    ],
    ['a macro-enabled content type without the project part', macroTypedDocx(), { kind: null, near: 'macros' }],
    ['a vbaProject part', macroDocx(), { kind: null, near: 'macros' }],
    [
      "a Word compound file whose WordDocument stream is not Word's",
      hollowDoc(),
      { kind: null, near: 'word-container' },
    ],
    ['a Word package without its document', hollowDocx(), { kind: null, near: 'word-container' }],
    // Not résumés at all.
    ['an Excel compound file', tinyXls(), { kind: null, near: 'other' }],
    ['a ZIP that is not Word', plainZip(), { kind: null, near: 'other' }],
    ['an executable', fakeExe(), { kind: null, near: 'other' }],
  ])('%s', async (_label, bytes, finding) => {
    expect(await inspectResume(bytes)).toEqual(finding);
  });
});

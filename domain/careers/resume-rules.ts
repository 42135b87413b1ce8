// What résumé the store accepts: a PDF or Word document up to 5 MiB, judged by its content. The
// file's bytes decide its kind, never its name or the type the browser declared. A PDF named cv.docx
// is taken as the PDF it is (and stored as .pdf); an executable named cv.pdf is refused. Beyond the
// kind, a file that would run or fetch something when staff open it is refused, naming what it has
// (server/careers/ reads the files; docs/decisions/2026-11-26-pictures-and-uploads-hardening.md).
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export const RESUME_KINDS = {
  pdf: { extension: 'pdf', mime: 'application/pdf', label: 'PDF' },
  doc: { extension: 'doc', mime: 'application/msword', label: 'Word 97–2003 (.doc)' },
  docx: {
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word (.docx)',
  },
} as const;
export type ResumeKind = keyof typeof RESUME_KINDS;

export const RESUME_TEXTS = {
  missing: 'Please attach your résumé (PDF or Word, up to 5 MiB).',
  empty: 'The résumé file is empty.',
  tooLarge: 'The résumé must be at most 5 MiB.',
  notAccepted:
    'The résumé must be a PDF or Word document (.pdf, .doc or .docx); this file is neither, whatever its name says.',
  macros: 'Word files with macros are not accepted. Please save your résumé as .docx or PDF.',
  brokenWord:
    'This file looks like a Word document but has no document inside it. Please save it again from Word, or send a PDF.',
  externalContent:
    'This Word file loads content from outside itself when it is opened (a linked template, picture or object). Please save it again without linked content, or send a PDF.',
  activeX: 'Word files with ActiveX controls are not accepted. Please save your résumé without them, or send a PDF.',
  pdfHeader: 'This PDF has other content in front of its %PDF- header. Please save it again as a plain PDF.',
  pdfHtml: 'This PDF also carries a web page (HTML). Please save it again as a plain PDF.',
  pdfJavaScript: 'PDFs with JavaScript are not accepted. Please save your résumé again as a plain PDF.',
  pdfLaunch:
    'PDFs with actions that open programs or other files are not accepted. Please save your résumé again as a plain PDF.',
  pdfAttachment: 'PDFs with attached or embedded files are not accepted. Please save your résumé again as a plain PDF.',
  pdfUnchecked:
    'Parts of this PDF are encrypted or packed in a way we cannot check. Please save it again as a plain PDF without a password.',
  bodyTooLarge: 'The application is larger than 5 MiB. Please send a smaller résumé.',
} as const;

/** Why a file is refused, beyond not being a PDF or Word document at all ('other'). */
export const RESUME_PROBLEMS = {
  'word-container': RESUME_TEXTS.brokenWord,
  macros: RESUME_TEXTS.macros,
  'external-content': RESUME_TEXTS.externalContent,
  activex: RESUME_TEXTS.activeX,
  'pdf-header': RESUME_TEXTS.pdfHeader,
  'pdf-html': RESUME_TEXTS.pdfHtml,
  'pdf-javascript': RESUME_TEXTS.pdfJavaScript,
  'pdf-launch': RESUME_TEXTS.pdfLaunch,
  'pdf-attachment': RESUME_TEXTS.pdfAttachment,
  'pdf-unchecked': RESUME_TEXTS.pdfUnchecked,
  other: RESUME_TEXTS.notAccepted,
} as const;
export type ResumeProblem = keyof typeof RESUME_PROBLEMS;

/** What the content check found: a kind we take, or the problem that stops it. */
export type ContentFinding = { kind: ResumeKind } | { kind: null; near: ResumeProblem };

export function judgeResume(finding: ContentFinding): { ok: true; kind: ResumeKind } | { ok: false; message: string } {
  if (finding.kind) return { ok: true, kind: finding.kind };
  return { ok: false, message: RESUME_PROBLEMS[finding.near] };
}

/** The shopper's file name as a label only (mails, the back office): no path, no control characters, bounded. */
export function resumeLabel(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .trim();
  return (base || 'résumé').slice(0, 120);
}

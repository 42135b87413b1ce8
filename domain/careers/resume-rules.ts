// What résumé the store accepts (issue 13: "PDF or Word up to 5 MiB, checked by content"): the file's
// bytes decide its kind, never its name or the type the browser declared. A PDF named cv.docx is
// taken as the PDF it is (and stored as .pdf); an executable named cv.pdf is refused.
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export const RESUME_KINDS = {
  pdf: { extension: 'pdf', mime: 'application/pdf', label: 'PDF' },
  doc: { extension: 'doc', mime: 'application/msword', label: 'Word 97–2003 (.doc)' },
  docx: { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word (.docx)' },
} as const;
export type ResumeKind = keyof typeof RESUME_KINDS;

export const RESUME_TEXTS = {
  missing: 'Please attach your résumé (PDF or Word, up to 5 MiB).',
  empty: 'The résumé file is empty.',
  tooLarge: 'The résumé must be at most 5 MiB.',
  notAccepted: 'The résumé must be a PDF or Word document (.pdf, .doc or .docx); this file is neither, whatever its name says.',
  macros: 'Word files with macros are not accepted. Please save your résumé as .docx or PDF.',
  brokenWord: 'This file looks like a Word document but has no document inside it. Please save it again from Word, or send a PDF.',
  bodyTooLarge: 'The application is larger than 5 MiB. Please send a smaller résumé.',
} as const;

/** What the content check found: a kind, a container that is not a Word document, or nothing we take. */
export type ContentFinding = { kind: ResumeKind } | { kind: null; near: 'word-container' | 'macros' | 'other' };

export function judgeResume(finding: ContentFinding): { ok: true; kind: ResumeKind } | { ok: false; message: string } {
  if (finding.kind) return { ok: true, kind: finding.kind };
  return { ok: false, message: finding.near === 'word-container' ? RESUME_TEXTS.brokenWord : finding.near === 'macros' ? RESUME_TEXTS.macros : RESUME_TEXTS.notAccepted };
}

/** The shopper's file name as a label only (mails, the back office): no path, no control characters, bounded. */
export function resumeLabel(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001F\u007F-\u009F]/g, '').trim();
  return (base || 'résumé').slice(0, 120);
}

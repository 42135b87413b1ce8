import { describe, expect, it } from 'vitest';
import { judgeResume, RESUME_TEXTS, resumeLabel } from './resume-rules.ts';

describe('judgeResume', () => {
  it.each([
    [{ kind: 'pdf' }, { ok: true, kind: 'pdf' }],
    [{ kind: 'doc' }, { ok: true, kind: 'doc' }],
    [{ kind: 'docx' }, { ok: true, kind: 'docx' }],
    [
      { kind: null, near: 'word-container' },
      { ok: false, message: RESUME_TEXTS.brokenWord },
    ],
    [
      { kind: null, near: 'macros' },
      { ok: false, message: RESUME_TEXTS.macros },
    ],
    [
      { kind: null, near: 'other' },
      { ok: false, message: RESUME_TEXTS.notAccepted },
    ],
    [
      { kind: null, near: 'external-content' },
      { ok: false, message: RESUME_TEXTS.externalContent },
    ],
    [
      { kind: null, near: 'activex' },
      { ok: false, message: RESUME_TEXTS.activeX },
    ],
    [
      { kind: null, near: 'pdf-header' },
      { ok: false, message: RESUME_TEXTS.pdfHeader },
    ],
    [
      { kind: null, near: 'pdf-html' },
      { ok: false, message: RESUME_TEXTS.pdfHtml },
    ],
    [
      { kind: null, near: 'pdf-javascript' },
      { ok: false, message: RESUME_TEXTS.pdfJavaScript },
    ],
    [
      { kind: null, near: 'pdf-launch' },
      { ok: false, message: RESUME_TEXTS.pdfLaunch },
    ],
    [
      { kind: null, near: 'pdf-attachment' },
      { ok: false, message: RESUME_TEXTS.pdfAttachment },
    ],
    [
      { kind: null, near: 'pdf-unchecked' },
      { ok: false, message: RESUME_TEXTS.pdfUnchecked },
    ],
  ] as const)('%o → %o', (finding, outcome) => {
    expect(judgeResume(finding)).toEqual(outcome);
  });
});

describe('resumeLabel', () => {
  it.each([
    ['anjali-cv.pdf', 'anjali-cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\anjali\\cv.docx', 'cv.docx'],
    ['cv\u0000.pdf', 'cv.pdf'],
    ['', 'résumé'],
    [`${'a'.repeat(200)}.pdf`, 'a'.repeat(120)],
  ])('%s → %s', (name, label) => {
    expect(resumeLabel(name)).toBe(label);
  });
});

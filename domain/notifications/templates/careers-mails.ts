// The staff's mail about a job application: who applied, for what, and where the résumé is kept (the
// file stays on the server; it is never attached to a mail).
import { escapeHtml } from '../escape-html.ts';
import { mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export interface ApplicationFacts {
  reference: string;
  name: string;
  email: string;
  phone: string;
  department: string;
  position: string;
  experienceYears: number;
  coverNote: string;
  resume: { label: string; kind: string; bytes: number; path: string };
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.max(1, Math.round(bytes / 1024))} KiB`;

export function applicationStaffMail(a: ApplicationFacts): RenderedMail {
  const title = `Application ${a.reference}: ${a.name} for ${a.position}`;
  const facts: [string, string][] = [
    ['Applicant', a.name],
    ['Email', a.email],
    ['Phone', a.phone],
    ['Department', a.department],
    ['Position', a.position],
    ['Experience', `${a.experienceYears} year${a.experienceYears === 1 ? '' : 's'}`],
    ['Résumé', `${a.resume.label} (${a.resume.kind.toUpperCase()}, ${sizeText(a.resume.bytes)})`],
    ['Résumé on the server', `DATA_DIR/${a.resume.path} (table career_applications, reference ${a.reference})`],
  ];
  const reply = 'The careers page promised a reply within 5 business days.';
  const note = a.coverNote ? ['', 'Cover note:', a.coverNote] : [];
  return {
    subject: `Job application: ${a.name} for ${a.position}`,
    text: textLayout(title, [...facts.map(([k, v]) => `${k}: ${v}`), ...note, '', reply]),
    html: mailLayout({
      title,
      preheader: `${a.name} applied for ${a.position}.`,
      bodyHtml:
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:14px;line-height:1.6">` +
        facts
          .map(
            ([k, v]) =>
              `<tr><td style="padding:2px 16px 2px 0;color:#5c564d;vertical-align:top">${escapeHtml(k)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
          )
          .join('') +
        '</table>' +
        (a.coverNote
          ? mailParagraph('Cover note:') +
            `<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:14px;line-height:1.6;white-space:pre-wrap">${escapeHtml(a.coverNote)}</p>`
          : '') +
        mailParagraph(reply),
      footer: 'A mail for the store’s staff, sent by the careers form.',
    }),
  };
}

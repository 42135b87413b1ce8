// The store's mail frame: Suvarna's name, the emerald accent and ivory ground of app/styles/app.css,
// tables and inline styles because mail clients ignore stylesheets. Every piece of text that reaches
// it is escaped here or by the template that calls it; `bodyHtml` must already be safe.
import { escapeHtml } from '../escape-html.ts';

export const BRAND = {
  name: 'Suvarna',
  accent: '#0e5a47',
  ink: '#1d1b18',
  inkMuted: '#5c564d',
  ground: '#fbf8f3',
  line: '#e4dccf',
  gold: '#85611a',
} as const;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A call-to-action button; `href` and `label` are escaped. */
export function mailButton(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:${BRAND.accent};border-radius:4px">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-family:Arial,sans-serif;font-size:15px;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`
  );
}

/** A paragraph of plain text, escaped. */
export function mailParagraph(text: string): string {
  return `<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:15px;line-height:1.6;color:${BRAND.ink}">${escapeHtml(text)}</p>`;
}

export function mailLayout(options: {
  title: string;
  preheader: string;
  bodyHtml: string;
  /** Why the reader gets this mail (default: their account). */ footer?: string;
}): string {
  const title = escapeHtml(options.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:${BRAND.ground}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.ground}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${BRAND.line};border-radius:4px">
<tr><td style="padding:24px 32px;border-bottom:2px solid ${BRAND.accent}">
<span style="font-family:Georgia,'Times New Roman',serif;font-size:26px;letter-spacing:0.08em;color:${BRAND.accent}">${BRAND.name.toUpperCase()}</span>
<span style="display:block;font-family:Arial,sans-serif;font-size:12px;color:${BRAND.gold};letter-spacing:0.12em">FINE DIAMOND &amp; GOLD JEWELLERY</span>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:24px;color:${BRAND.ink}">${title}</h1>
${options.bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${BRAND.line};font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:${BRAND.inkMuted}">
${escapeHtml(options.footer ?? `You receive this mail because of your account at ${BRAND.name}. If it was not you, you can ignore it.`)}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The text part's frame, so plain-text readers see the same message. */
export function textLayout(title: string, lines: readonly string[]): string {
  return [`${BRAND.name} — ${title}`, '', ...lines, '', `— ${BRAND.name}, fine diamond & gold jewellery`].join('\n');
}

/** A note about one order to its customer (the desk's steps, a return's): the title and lines, and the way to track it. */
export function orderNoticeMail(input: {
  firstName: string;
  orderId: string;
  trackUrl: string;
  title: string;
  paragraphs: readonly string[];
  /** Why the customer receives it. */
  footer: string;
}): RenderedMail {
  const { title, paragraphs } = input;
  const body = [`Dear ${input.firstName},`, ...paragraphs];
  return {
    subject: `${title} (${input.orderId})`,
    text: textLayout(title, [...body, '', `Track your order: ${input.trackUrl}`]),
    html: mailLayout({
      title,
      preheader: paragraphs[0]!,
      bodyHtml: body.map(mailParagraph).join('') + mailButton(input.trackUrl, 'Track your order'),
      footer: input.footer,
    }),
  };
}

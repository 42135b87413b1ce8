// The back office's mails: the sign-in code and the invitation to set a password.
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export function staffLoginCodeMail(input: { name: string; code: string; validMinutes: number }): RenderedMail {
  const title = 'Your back office sign-in code';
  const lines = [
    `Hello ${input.name}, your code to sign in to the Suvarna back office is ${input.code}.`,
    `It works once and for ${input.validMinutes} minutes. If you did not just enter your password, someone else knows it: change it and tell the owner.`,
  ];
  return {
    subject: `${input.code} is your Suvarna back office code`,
    text: textLayout(title, lines),
    html: mailLayout({
      title,
      preheader: 'Your one-time sign-in code.',
      bodyHtml: lines.map(mailParagraph).join('\n'),
    }),
  };
}

export function staffInvitationMail(input: {
  name: string;
  invitedBy: string;
  role: string;
  url: string;
  validHours: number;
}): RenderedMail {
  const title = 'You are invited to the Suvarna back office';
  const lines = [
    `Hello ${input.name}, ${input.invitedBy} has added you to the Suvarna back office with the role “${input.role}”.`,
    `Set your password through the link below; it works once and for ${input.validHours} hours.`,
  ];
  return {
    subject: 'Your Suvarna back office invitation',
    text: textLayout(title, [...lines, '', `Set your password: ${input.url}`]),
    html: mailLayout({
      title,
      preheader: 'Set a password to start.',
      bodyHtml: mailParagraph(lines[0]!) + mailButton(input.url, 'Set my password') + mailParagraph(lines[1]!),
    }),
  };
}

// The account mails and texts: welcome after registration, the password reset link, the login code.
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export function welcomeMail(input: { firstName: string; shopUrl: string }): RenderedMail {
  const title = `Welcome to Suvarna, ${input.firstName}`;
  const lines = [
    'Your account is ready. You can now keep your wishlist, follow your orders and check out faster.',
    'Every piece is certified and hallmarked, and comes with free insured shipping across India.',
  ];
  return {
    subject: 'Welcome to Suvarna',
    text: textLayout(title, [...lines, '', `Start exploring: ${input.shopUrl}`]),
    html: mailLayout({
      title,
      preheader: 'Your Suvarna account is ready.',
      bodyHtml: lines.map(mailParagraph).join('\n') + mailButton(input.shopUrl, 'Explore the collections'),
    }),
  };
}

export function passwordResetMail(input: { firstName: string; resetUrl: string; validMinutes: number }): RenderedMail {
  const title = 'Reset your password';
  const lines = [
    `Hello ${input.firstName}, we received a request to reset the password of your Suvarna account.`,
    `The link works once and for ${input.validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
  ];
  return {
    subject: 'Reset your Suvarna password',
    text: textLayout(title, [...lines, '', `Set a new password: ${input.resetUrl}`]),
    html: mailLayout({
      title,
      preheader: 'A link to set a new password, valid for a short time.',
      bodyHtml: mailParagraph(lines[0]!) + mailButton(input.resetUrl, 'Set a new password') + mailParagraph(lines[1]!),
    }),
  };
}

export function loginCodeSms(input: { code: string; validMinutes: number }): string {
  return `${input.code} is your Suvarna login code. It expires in ${input.validMinutes} minutes. Never share it with anyone.`;
}

export function codNumberCodeSms(input: { code: string; validMinutes: number }): string {
  return `Suvarna: ${input.code} is your code to verify this mobile for cash on delivery. It is valid for ${input.validMinutes} minutes. Do not share it.`;
}

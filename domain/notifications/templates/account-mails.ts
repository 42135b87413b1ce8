// The account mails and texts: welcome after registration, the password reset link, the login code.
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

/** The line every verification link carries: what the link does and for how long. */
const verifyLine = (validHours: number) =>
  `Please verify your email with the link below. It works once, for ${validHours} hours; your earlier orders placed with this email as a guest then appear in My orders.`;

/** Sent on registration; with `verifyUrl`, it carries the email's verification link. */
export function welcomeMail(input: {
  firstName: string;
  shopUrl: string;
  verifyUrl?: string;
  validHours?: number;
}): RenderedMail {
  const title = `Welcome to Suvarna, ${input.firstName}`;
  const lines = [
    'Your account is ready. You can now keep your wishlist, follow your orders and check out faster.',
    'Every piece is certified and hallmarked, and comes with free insured shipping across India.',
  ];
  const verify = input.verifyUrl === undefined ? undefined : verifyLine(input.validHours ?? 24);
  return {
    subject: 'Welcome to Suvarna',
    text: textLayout(title, [
      ...lines,
      ...(verify === undefined ? [] : ['', verify, `Verify your email: ${input.verifyUrl}`]),
      '',
      `Start exploring: ${input.shopUrl}`,
    ]),
    html: mailLayout({
      title,
      preheader: 'Your Suvarna account is ready.',
      bodyHtml:
        lines.map(mailParagraph).join('\n') +
        (verify === undefined ? '' : mailParagraph(verify) + mailButton(input.verifyUrl!, 'Verify your email')) +
        mailButton(input.shopUrl, 'Explore the collections'),
    }),
  };
}

/** A new verification link, asked for from the dashboard or the verification page. */
export function emailVerificationMail(input: {
  firstName: string;
  verifyUrl: string;
  validHours: number;
}): RenderedMail {
  const title = 'Verify your email';
  const lines = [
    `Hello ${input.firstName}, here is a new link to verify the email of your Suvarna account.`,
    verifyLine(input.validHours),
  ];
  return {
    subject: 'Verify your Suvarna email',
    text: textLayout(title, [...lines, '', `Verify your email: ${input.verifyUrl}`]),
    html: mailLayout({
      title,
      preheader: 'One tap proves your email.',
      bodyHtml: lines.map(mailParagraph).join('\n') + mailButton(input.verifyUrl, 'Verify your email'),
    }),
  };
}

/** The link that moves an account to a new address, mailed to that new address. */
export function emailChangeMail(input: {
  firstName: string;
  newEmail: string;
  verifyUrl: string;
  validHours: number;
}): RenderedMail {
  const title = 'Confirm your new email';
  const lines = [
    `Hello ${input.firstName}, you asked to use ${input.newEmail} for your Suvarna account. Open this link to confirm it: until then your account keeps its current email.`,
    verifyLine(input.validHours),
  ];
  return {
    subject: 'Confirm your new Suvarna email',
    text: textLayout(title, [...lines, '', `Confirm your new email: ${input.verifyUrl}`]),
    html: mailLayout({
      title,
      preheader: 'One tap moves your account to this address.',
      bodyHtml: lines.map(mailParagraph).join('\n') + mailButton(input.verifyUrl, 'Confirm your new email'),
    }),
  };
}

/** Told to the address an account is leaving, so a change the member did not ask for does not go unseen. */
export function emailChangeNotice(input: { firstName: string; newEmail: string; shopUrl: string }): RenderedMail {
  const title = 'A new email was asked for';
  const lines = [
    `Hello ${input.firstName}, someone signed in to your Suvarna account asked to move it to ${input.newEmail}. Nothing changes unless that address confirms it.`,
    'If this was not you, sign in and change your password now, or write to us.',
  ];
  return {
    subject: 'Your Suvarna account: a new email was asked for',
    text: textLayout(title, [...lines, '', `Suvarna: ${input.shopUrl}`]),
    html: mailLayout({
      title,
      preheader: 'Nothing changes unless the new address confirms it.',
      bodyHtml: lines.map(mailParagraph).join('\n') + mailButton(input.shopUrl, 'Go to Suvarna'),
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

export function registerCodeSms(input: { code: string; validMinutes: number }): string {
  return `${input.code} is your Suvarna code to verify this mobile for your new account. It expires in ${input.validMinutes} minutes. Never share it with anyone.`;
}

export function codNumberCodeSms(input: { code: string; validMinutes: number }): string {
  return `Suvarna: ${input.code} is your code to verify this mobile for cash on delivery. It is valid for ${input.validMinutes} minutes. Do not share it.`;
}

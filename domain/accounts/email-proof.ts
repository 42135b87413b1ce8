// The email verification link (docs/decisions/2026-11-27-email-proofs.md): mailed on registration and on
// request, it proves the member's email once. Its rules as pure functions: how long a link lives, when a
// stored link still proves something, how often a member may ask for another, and the page's words.
import type { WindowCount } from './rate-windows.ts';

/** A link proves the email for a day after it was mailed. */
export const EMAIL_LINK_HOURS = 24;
/** A member asks for at most this many new links an hour (each one is a mail to their address). */
export const EMAIL_LINKS_PER_HOUR = 3;
export const EMAIL_LINK_WINDOW_SECONDS = 3_600;

/** A stored link as the verification finds it. */
export interface StoredEmailLink {
  /** The address the link was mailed to. */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export type EmailLinkState = 'valid' | 'change' | 'used' | 'expired';

/**
 * What a stored link does now: a used link never again, an expired one never; a live link to the
 * member's address proves it ('valid'); a live link to another address is an email change the member
 * asked for (profile/email/change), and proves the new address ('change'). A member has at most one
 * live link (each new one, and each proof, ends the others), so an old link to an address the member
 * has left can never take it back.
 */
export function emailLinkState(link: StoredEmailLink, currentEmail: string, now: Date): EmailLinkState {
  if (link.usedAt !== null) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.email.toLowerCase() !== currentEmail.toLowerCase()) return 'change';
  return 'valid';
}

/** Seconds to wait before another link may be mailed, 0 when one may go now. */
export function emailLinkResendWait(sent: WindowCount, now: Date): number {
  if (sent.count < EMAIL_LINKS_PER_HOUR) return 0;
  const oldest = sent.oldestAt?.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((oldest + EMAIL_LINK_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}

export const EMAIL_PROOF_TEXTS = {
  verified: 'Your email is verified',
  linkUnknown: 'This verification link is not valid. Send a new link and use the newest mail.',
  linkExpired: 'This verification link has expired. Send a new link to verify your email.',
  linkUsed: 'This verification link was already used. If your email is not verified yet, send a new link.',
  alreadyVerified: 'Your email is already verified.',
  notVerified: 'Please verify your email: open the link we mailed you.',
  resendButton: 'Send the link again',
  newLinkButton: 'Send a new link',
  changed: 'Your email is changed and verified',
  unchanged: 'This is already the email of your account.',
} as const;

/** What an email change answers: where the link went, and that nothing changes until it is opened. */
export function changeLinkSentText(newEmail: string, currentEmail: string): string {
  return `We sent a link to ${newEmail}. Your email stays ${currentEmail} until you open it (it works once, for ${EMAIL_LINK_HOURS} hours).`;
}

/** What the resend answers: where the new link went. */
export function linkSentText(email: string): string {
  return `We sent a new link to ${email}. It works once, for ${EMAIL_LINK_HOURS} hours.`;
}

/** The resend's wait, in minutes (a wait here is not a failed attempt). */
export function tooManyLinksText(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `We sent several links in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

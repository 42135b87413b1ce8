// The support inbox's refusals (server/inbox/inbox.service.ts), answered through unwrap.
import type { ReasonTable } from '../api/outcome.ts';
import { INBOX_STATUS_LABELS, type InboxStatus } from './inbox-rules.ts';

export const INBOX_REASONS = {
  ITEM_NOT_FOUND: { status: 404, text: 'There is no such item in the inbox.' },
  INVALID_TRANSITION: {
    status: 409,
    text: 'The item cannot make this move from where it is.',
    note: 'new → in progress or done; in progress → new or done; done → in progress; the text names both',
  },
  ASSIGNEE_UNKNOWN: {
    status: 422,
    text: 'Items can be assigned only to an active member of the support team or an owner.',
  },
  RESUME_MISSING: {
    status: 404,
    text: 'The résumé file of this application is missing from the store’s disk.',
  },
  NOT_A_BOOKING: {
    status: 404,
    text: 'Only old gold and try@home bookings can be confirmed, rescheduled or cancelled.',
  },
} as const satisfies ReasonTable;
export type InboxReason = keyof typeof INBOX_REASONS;

export const invalidInboxMoveText = (from: InboxStatus, to: InboxStatus): string =>
  from === to
    ? `This item is already ${INBOX_STATUS_LABELS[to].toLowerCase()}.`
    : `An item that is ${INBOX_STATUS_LABELS[from].toLowerCase()} cannot be marked ${INBOX_STATUS_LABELS[to].toLowerCase()}.`;

// The support inbox's rules (docs/decisions/2026-11-27-inbox.md): the kinds of item it lists, an
// item's statuses and the moves between them, and how a search text is read. Pure; table-tested.

/** What the shop's forms store, as the inbox lists it. The enquiries table holds the first three. */
export const INBOX_KINDS = ['enquiry', 'custom_design', 'dfe', 'chat', 'career', 'old_gold', 'try_at_home'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  enquiry: 'Enquiry',
  custom_design: 'Custom design',
  dfe: 'Savings plan (DFE)',
  chat: 'Chat request',
  career: 'Career application',
  old_gold: 'Old gold booking',
  try_at_home: 'Try@home booking',
};

export const BOOKING_KINDS = ['old_gold', 'try_at_home'] as const satisfies readonly InboxKind[];
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const isBookingKind = (kind: InboxKind): kind is BookingKind =>
  (BOOKING_KINDS as readonly string[]).includes(kind);

export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

/**
 * The moves an item's status may make: new → in progress or done; in progress → back to new or done;
 * done → in progress (reopened). Staying where it is is not a move: of two staff marking an item done
 * at once, the second is told it already is.
 */
const MOVES: Record<InboxStatus, readonly InboxStatus[]> = {
  new: ['in_progress', 'done'],
  in_progress: ['new', 'done'],
  done: ['in_progress'],
};

export function inboxMayMove(from: InboxStatus, to: InboxStatus): boolean {
  return MOVES[from].includes(to);
}

export function inboxMoves(from: InboxStatus): readonly InboxStatus[] {
  return MOVES[from];
}

export type InboxSearch =
  { kind: 'email'; email: string } | { kind: 'phone'; digits: string } | { kind: 'name'; text: string };

/**
 * A search text: an address (it has an @), a phone number (6 or more digits, with spaces, dashes, a
 * + or brackets around them) matched on its digits, or else a part of a name.
 */
export function readInboxSearch(q: string): InboxSearch {
  const text = q.trim().toLowerCase();
  if (text.includes('@')) return { kind: 'email', email: text };
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{6,15}$/.test(digits)) return { kind: 'phone', digits };
  return { kind: 'name', text };
}

// The support inbox's calls under /api/admin/inbox (docs/api.md#back-office): the owner and the
// `support` role. Each handler validates, calls one service, answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { pick, refusalOf } from '../../domain/api/outcome.ts';
import { BOOKING_REASONS } from '../../domain/bookings/booking-state.ts';
import { checkSlot, HOME_VISIT_PLAN, STORE_VISIT_PLAN } from '../../domain/bookings/slots.ts';
import { RESUME_KINDS } from '../../domain/careers/resume-rules.ts';
import {
  bookingCancelBodySchema,
  bookingConfirmBodySchema,
  bookingRescheduleBodySchema,
  INBOX_PAGE_SIZE,
  inboxAssignBodySchema,
  inboxItemAnswerSchema,
  inboxItemParamsSchema,
  inboxListAnswerSchema,
  inboxListQuerySchema,
  inboxNoteBodySchema,
  inboxStatusBodySchema,
  type InboxItemKey,
} from '../../domain/inbox/api-schemas.ts';
import { isBookingKind, type BookingKind } from '../../domain/inbox/inbox-rules.ts';
import { INBOX_REASONS } from '../../domain/inbox/reasons.ts';
import type { BookingsService, StateChange } from '../bookings/bookings.service.ts';
import { ApiError } from '../http/api-error.ts';
import { fileAnswerSchema, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { InboxService } from './inbox.service.ts';

const SUPPORT = ['support'] as const;
const CSV = 'text/csv; charset=utf-8';

/** The item of a POST's path (its body is the act's): 400 naming the field when it is not one. */
function pathItem(c: Context): InboxItemKey {
  return parseOrThrow(inboxItemParamsSchema, { kind: c.req.param('kind'), id: c.req.param('id') });
}

/** A booking of the path: an item of another kind has nothing to confirm (404 NOT_A_BOOKING). */
function pathBooking(c: Context): InboxItemKey & { kind: BookingKind } {
  const key = pathItem(c);
  if (!isBookingKind(key.kind)) unwrap(refusalOf(INBOX_REASONS, 'NOT_A_BOOKING'), INBOX_REASONS);
  return key as InboxItemKey & { kind: BookingKind };
}

const bookingAnswerSchema = inboxItemAnswerSchema.extend({ message: z.string() });
const bookingRefusals = {
  ...pick(BOOKING_REASONS, ['BOOKING_NOT_FOUND', 'BOOKING_CANCELLED']),
  ...pick(INBOX_REASONS, ['NOT_A_BOOKING']),
};

export function inboxCalls(inbox: InboxService, bookings: BookingsService, { defineAdminCall }: AdminCalls): ApiCall[] {
  async function afterBooking(key: InboxItemKey, outcome: StateChange) {
    const { message } = unwrap(outcome, BOOKING_REASONS);
    return { ...unwrap(await inbox.get(key), INBOX_REASONS), message };
  }

  return [
    defineAdminCall({
      path: 'admin/inbox',
      method: 'GET',
      roles: SUPPORT,
      summary: 'The inbox: enquiries, requests, applications and bookings, filtered and paged',
      description:
        `Newest first, ${INBOX_PAGE_SIZE} a page, across kinds: enquiry, custom_design, dfe (savings plan), chat, career, old_gold, try_at_home. ` +
        'Filters: `kind`, `status` (new, in_progress, done), `assignee` (`mine` or `unassigned`), and `q`: an email, a phone number or a part of a name. ' +
        '`counts` gives the items per kind and per status under the other filters; `newsletter` the subscribers (export them from admin/inbox/newsletter.csv).',
      input: inboxListQuerySchema,
      answer: inboxListAnswerSchema,
      handle: (query, _c, staff) => inbox.list(query, staff.id),
    }),
    defineAdminCall({
      path: 'admin/inbox/newsletter.csv',
      method: 'GET',
      roles: SUPPORT,
      summary: "The newsletter's subscribers as CSV",
      description:
        'Columns email, status, source, subscribed_at, unsubscribed_at; oldest first; `status` keeps one status. RFC 4180 quoting, and a cell ' +
        'starting with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe so that no spreadsheet runs it as a formula.',
      input: z.object({ status: z.enum(['subscribed', 'unsubscribed']).optional() }),
      answer: fileAnswerSchema,
      file: { mediaType: CSV },
      handle: async ({ status }) => ({
        bytes: await inbox.newsletterCsv(status),
        filename: `newsletter-subscribers${status ? `-${status}` : ''}.csv`,
      }),
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}',
      method: 'GET',
      roles: SUPPORT,
      summary: "An inbox item's page",
      description:
        'What the form stored, the status and the moves allowed from it, the assignee (and who may be assigned), the notes with their authors, ' +
        'a career application’s résumé and a booking’s state and slot.',
      input: inboxItemParamsSchema,
      answer: inboxItemAnswerSchema,
      refusals: pick(INBOX_REASONS, ['ITEM_NOT_FOUND']),
      handle: async (key) => unwrap(await inbox.get(key), INBOX_REASONS),
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}/status',
      method: 'POST',
      roles: SUPPORT,
      summary: "Move an item's status",
      description:
        'new → in_progress or done; in_progress → new or done; done → in_progress (reopened). Any other move, staying put included, answers 409 ' +
        'INVALID_TRANSITION: of two staff marking an item done at once, the second is told it already is (the item’s row is locked). Audited.',
      input: inboxStatusBodySchema,
      answer: inboxItemAnswerSchema,
      refusals: pick(INBOX_REASONS, ['ITEM_NOT_FOUND', 'INVALID_TRANSITION']),
      handle: async (body, c, staff) =>
        unwrap(await inbox.setStatus(pathItem(c), body.status, staff.id), INBOX_REASONS),
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}/assign',
      method: 'POST',
      roles: SUPPORT,
      summary: 'Assign an item to a staff member, or to nobody',
      description:
        '`assignee_id`: an active owner or support member (422 ASSIGNEE_UNKNOWN otherwise), or null. Audited.',
      input: inboxAssignBodySchema,
      answer: inboxItemAnswerSchema,
      refusals: pick(INBOX_REASONS, ['ITEM_NOT_FOUND', 'ASSIGNEE_UNKNOWN']),
      handle: async (body, c, staff) =>
        unwrap(await inbox.assign(pathItem(c), body.assignee_id, staff.id), INBOX_REASONS),
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}/notes',
      method: 'POST',
      roles: SUPPORT,
      summary: 'Add a note to an item',
      description:
        'Up to 2,000 characters, kept with its author and time. Notes cannot be changed or removed. Audited.',
      input: inboxNoteBodySchema,
      answer: inboxItemAnswerSchema,
      refusals: pick(INBOX_REASONS, ['ITEM_NOT_FOUND']),
      handle: async (body, c, staff) => unwrap(await inbox.addNote(pathItem(c), body.text, staff.id), INBOX_REASONS),
    }),
    defineAdminCall({
      path: 'admin/inbox/career/{id}/resume',
      method: 'GET',
      roles: SUPPORT,
      summary: "A career application's résumé",
      description:
        'The file as stored, as an attachment with the content type of its kind (PDF, Word 97–2003 or Word), never cached.',
      input: inboxItemParamsSchema.pick({ id: true }),
      answer: fileAnswerSchema,
      file: { mediaType: RESUME_KINDS.pdf.mime, mediaTypes: Object.values(RESUME_KINDS).map((k) => k.mime) },
      refusals: pick(INBOX_REASONS, ['ITEM_NOT_FOUND', 'RESUME_MISSING']),
      handle: async ({ id }) => unwrap(await inbox.resume(id), INBOX_REASONS),
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}/confirm',
      method: 'POST',
      roles: SUPPORT,
      summary: 'Confirm a booking (old gold or try@home)',
      description:
        'After calling the customer, who is then told by mail and SMS. Confirming twice changes nothing; a cancelled booking answers 409. ' +
        'The same act as admin/bookings/old-gold/confirm. Audited.',
      input: bookingConfirmBodySchema,
      answer: bookingAnswerSchema,
      emptyBodyAllowed: true,
      refusals: bookingRefusals,
      handle: async (_body, c, staff) => {
        const key = pathBooking(c);
        return afterBooking(key, await bookings.confirmByStaff(key.kind, key.id, staff.id));
      },
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}/reschedule',
      method: 'POST',
      roles: SUPPORT,
      summary: 'Move a booking to another day and slot',
      description:
        "`date` 'YYYY-MM-DD' and `slot` 'HH:MM', India time, checked as the shop's booking form checks them (old gold: hourly 09:00–18:00, an hour ahead; " +
        'try@home: 10:00, 12:00, 14:00 or 16:00, a day ahead; at most 60 days ahead). The booking keeps its status; the customer is told the old and the new time. Audited.',
      input: bookingRescheduleBodySchema,
      answer: bookingAnswerSchema,
      refusals: bookingRefusals,
      handle: async (body, c, staff) => {
        const key = pathBooking(c);
        const checked = checkSlot(
          key.kind === 'old_gold' ? STORE_VISIT_PLAN : HOME_VISIT_PLAN,
          body.date,
          body.slot,
          new Date(),
        );
        if (!checked.ok) throw ApiError.of('INVALID_INPUT', undefined, { [checked.field]: checked.message });
        return afterBooking(key, await bookings.rescheduleByStaff(key.kind, key.id, body, staff.id));
      },
    }),
    defineAdminCall({
      path: 'admin/inbox/{kind}/{id}/cancel',
      method: 'POST',
      roles: SUPPORT,
      summary: 'Cancel a booking, with the reason the customer is told',
      description:
        'A requested or confirmed booking; a cancelled one answers 409. The customer is told by mail and SMS. Audited.',
      input: bookingCancelBodySchema,
      answer: bookingAnswerSchema,
      refusals: bookingRefusals,
      handle: async (body, c, staff) => {
        const key = pathBooking(c);
        return afterBooking(key, await bookings.cancelByStaff(key.kind, key.id, body.reason, staff.id));
      },
    }),
  ];
}

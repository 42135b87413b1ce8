// The support inbox's calls (docs/api.md#back-office): the list's query, an item's page, the acts'
// bodies and answers.
import { z } from 'zod';
import { deskPageSchema, deskSearchSchema } from '../api/desk-params.ts';
import { BOOKING_STATUSES } from '../bookings/booking-state.ts';
import { dateField, slotField } from '../bookings/slot-fields.ts';
import { plainText } from '../forms/form-fields.ts';
import { INBOX_KINDS, INBOX_STATUSES } from './inbox-rules.ts';

export const INBOX_PAGE_SIZE = 25;
export const INBOX_NOTE_MAX = 2000;

export const inboxListQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS).optional().describe('One kind; without it every kind'),
  status: z.enum(INBOX_STATUSES).optional(),
  assignee: z
    .enum(['mine', 'unassigned'])
    .optional()
    .describe('`mine`: assigned to the caller; `unassigned`: assigned to nobody'),
  q: deskSearchSchema('An email, a phone number (its digits), or a part of a name'),
  page: deskPageSchema,
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const inboxListItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  kind_label: z.string(),
  id: z.number().int(),
  reference: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  received_at: z.string(),
  summary: z.string().describe('The first words of the message, or what was booked'),
  status: z.enum(INBOX_STATUSES),
  assignee: staffRefSchema.nullable(),
  booking_status: z.enum(BOOKING_STATUSES).nullable(),
});
export type InboxListItem = z.infer<typeof inboxListItemSchema>;

export const inboxListAnswerSchema = z.object({
  items: z.array(inboxListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: z.object({
    kinds: z.record(z.string(), z.number().int()).describe('Items per kind under the other filters, and `all`'),
    statuses: z.record(z.string(), z.number().int()).describe('Items per status under the other filters, and `all`'),
  }),
  newsletter: z.object({ subscribed: z.number().int(), unsubscribed: z.number().int() }),
});
export type InboxListAnswer = z.infer<typeof inboxListAnswerSchema>;

export const inboxItemParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type InboxItemKey = z.infer<typeof inboxItemParamsSchema>;

export const inboxItemSchema = inboxListItemSchema.extend({
  message: z.string().nullable(),
  facts: z.array(z.tuple([z.string(), z.string()])).describe('What the form stored, as label and value'),
  moves: z.array(z.enum(INBOX_STATUSES)).describe('The statuses the item may move to from here'),
  notes: z.array(z.object({ text: z.string(), at: z.string(), by: staffRefSchema })),
  resume: z
    .object({ label: z.string(), kind: z.string(), bytes: z.number().int() })
    .nullable()
    .describe('A career application’s résumé (download it from …/resume)'),
  booking: z
    .object({
      status: z.enum(BOOKING_STATUSES),
      day: z.string(),
      slot: z.string(),
      when: z.string(),
      slots: z.array(z.string()).describe('The slots the booking form offers for this kind'),
    })
    .nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxItemAnswerSchema = z.object({
  item: inboxItemSchema,
  assignees: z.array(staffRefSchema.extend({ role: z.string() })).describe('Who an item may be assigned to'),
});
export type InboxItemAnswer = z.infer<typeof inboxItemAnswerSchema>;

export const inboxStatusBodySchema = z.object({ status: z.enum(INBOX_STATUSES) });
export const inboxAssignBodySchema = z.object({
  assignee_id: z.number().int().min(1).max(2_147_483_647).nullable().describe('A staff id, or null to unassign'),
});
export const inboxNoteBodySchema = z.object({
  text: plainText(INBOX_NOTE_MAX, { min: 1, multiline: true }).describe('Kept as written; notes cannot be changed'),
});

export const bookingConfirmBodySchema = z.object({});
export const bookingRescheduleBodySchema = z.object({ date: dateField, slot: slotField });
export type BookingRescheduleBody = z.infer<typeof bookingRescheduleBodySchema>;
export const bookingCancelBodySchema = z.object({
  reason: plainText(500, { min: 3, multiline: true }).describe('Told to the customer'),
});

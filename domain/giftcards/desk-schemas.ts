// The back office's gift card calls (docs/api.md#back-office): find a card, read its ledger, block and
// unblock it, issue promotion cards one at a time or from a CSV file. The call names are fixed by
// the API contract; the rest is ours.
import { z } from 'zod';
import { deskPageSchema, pathIdSchema, deskPagingFields } from '../api/desk-params.ts';
import { normalizeMobile } from '../accounts/phone.ts';
import { contactEmailSchema, personNameSchema, plainText } from '../forms/form-fields.ts';
import { GIFT_CARD_MAX_AMOUNT } from './limits.ts';
import { PROMOTION_FILE_MAX_ROWS } from './promotion-rows.ts';

export const GIFT_DESK_PAGE_SIZE = 25;

/** What the list calls a card: ACTIVE, BLOCKED, REDEEMED (spent), EXPIRED or VOID (domain/giftcards/ledger.ts). */
export const GIFT_DESK_STATUSES = ['ACTIVE', 'BLOCKED', 'REDEEMED', 'EXPIRED', 'VOID'] as const;
export type GiftDeskStatus = (typeof GIFT_DESK_STATUSES)[number];

export const giftDeskListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'type at least 2 characters')
    .max(100)
    .optional()
    .describe(
      "The card's last 4 characters, the recipient's mobile (10 digits, +91 forgiven), an email, or a part of the recipient's name",
    ),
  status: z.enum(GIFT_DESK_STATUSES).optional(),
  page: deskPageSchema,
});
export type GiftDeskListQuery = z.infer<typeof giftDeskListQuerySchema>;

/** A card's id in a path. */
export const giftCardIdSchema = pathIdSchema('a card id');

const cardSummarySchema = z.object({
  id: z.number().int(),
  card_number: z.string().describe('Masked but the last 4'),
  card_type: z.enum(['purchased', 'promotion']),
  amount: z.number().int(),
  balance: z.number().int(),
  held: z.number().int().describe('What unpaid orders hold of it (comes back if they are not paid)'),
  status: z.enum(GIFT_DESK_STATUSES),
  recipient_name: z.string(),
  recipient_mobile: z.string(),
  recipient_email: z.string().nullable(),
  issued_at: z.string(),
  expires_at: z.string(),
});
export type GiftDeskCard = z.infer<typeof cardSummarySchema>;

export const giftDeskListAnswerSchema = z.object({
  success: z.literal(true),
  cards: z.array(cardSummarySchema),
  ...deskPagingFields,
});
export type GiftDeskListAnswer = z.infer<typeof giftDeskListAnswerSchema>;

export const giftLedgerEntrySchema = z.object({
  kind: z.enum(['issue', 'lock', 'redeem', 'release', 'expire']),
  delta: z.number().int().describe('Rupees: + back on the card, − off it'),
  order_id: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

export const giftDeskCardAnswerSchema = z.object({
  success: z.literal(true),
  card: cardSummarySchema.extend({
    sender_name: z.string().nullable(),
    message: z.string().nullable(),
    block: z
      .object({ at: z.string(), by: z.string(), reason: z.string() })
      .nullable()
      .describe('Who blocked it, when and why; null when it is not blocked'),
    acts: z.array(z.enum(['block', 'unblock'])).describe('What staff may do with it now'),
  }),
  ledger: z.array(giftLedgerEntrySchema).describe('Oldest first; the deltas add up to the balance'),
});
export type GiftDeskCardAnswer = z.infer<typeof giftDeskCardAnswerSchema>;

export const giftBlockBodySchema = z.strictObject({
  reason: plainText(300, { min: 3 }).describe('Why (a card reported lost, a suspected fraud): 3 to 300 characters'),
});
export const giftUnblockBodySchema = z.strictObject({
  note: plainText(300, { min: 3 }).describe('Why it may be used again: 3 to 300 characters'),
});

const mobileSchema = z
  .string()
  .max(20, 'must be a 10-digit Indian mobile')
  .transform((v, ctx) => {
    const mobile = normalizeMobile(v);
    if (mobile !== null) return mobile;
    ctx.addIssue({ code: 'custom', message: 'must be a 10-digit Indian mobile' });
    return z.NEVER;
  });

export const giftIssueBodySchema = z.strictObject({
  name: personNameSchema,
  mobile: mobileSchema.describe("The recipient's mobile: the code goes there by SMS"),
  email: contactEmailSchema.nullish().describe('Optional: the code also goes there by mail'),
  amount: z
    .number({ error: `must be whole rupees from 1 to ${GIFT_CARD_MAX_AMOUNT}` })
    .int(`must be whole rupees from 1 to ${GIFT_CARD_MAX_AMOUNT}`)
    .min(1, `must be whole rupees from 1 to ${GIFT_CARD_MAX_AMOUNT}`)
    .max(GIFT_CARD_MAX_AMOUNT, `must be whole rupees from 1 to ${GIFT_CARD_MAX_AMOUNT}`),
  note: plainText(200, { min: 3 }).describe('The campaign or the reason, kept in the ledger and the audit'),
});
export type GiftIssueBody = z.infer<typeof giftIssueBodySchema>;

export const giftImportBodySchema = z.strictObject({
  csv: z
    .string()
    .min(1, 'the file is empty')
    .max(1_000_000, 'the file is larger than 1 MB; split it')
    .describe(
      `The CSV's text: columns name, mobile, email (optional), amount; at most ${PROMOTION_FILE_MAX_ROWS} cards`,
    ),
  note: plainText(200, { min: 3 }).describe('The campaign, kept in each card’s ledger and the audit'),
});

export const giftIssuedAnswerSchema = z.object({
  success: z.literal(true),
  issued: z.array(
    z.object({ id: z.number().int(), card_number: z.string(), amount: z.number().int(), mobile: z.string() }),
  ),
  total: z.number().int().describe('Rupees issued in all'),
});
export type GiftIssuedAnswer = z.infer<typeof giftIssuedAnswerSchema>;

// The back office's gift card calls under /api/admin/giftcards (docs/api.md#back-office): the owner,
// the catalogue team (who run the offers) and support (who answer the customers) read; the owner and
// the catalogue team act. Each handler validates, calls one service, answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { pick } from '../../domain/api/outcome.ts';
import { GIFT_DESK_REASONS } from '../../domain/giftcards/desk-reasons.ts';
import {
  GIFT_DESK_PAGE_SIZE,
  giftBlockBodySchema,
  giftCardIdSchema,
  giftDeskCardAnswerSchema,
  giftDeskListAnswerSchema,
  giftDeskListQuerySchema,
  giftImportBodySchema,
  giftIssueBodySchema,
  giftIssuedAnswerSchema,
  giftUnblockBodySchema,
} from '../../domain/giftcards/desk-schemas.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { GiftDeskService } from './giftcards-desk.service.ts';

const READERS = ['catalogue', 'support'] as const;
const ACTORS = ['catalogue'] as const;

const cardParamsSchema = z.object({ id: giftCardIdSchema });
/** The card of a POST's path (its body is the act's): 400 naming the field when it is not one. */
const pathCard = (c: Context): number => parseOrThrow(cardParamsSchema, { id: c.req.param('id') }).id;

export function giftDeskCalls(desk: GiftDeskService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/giftcards',
      method: 'GET',
      roles: READERS,
      summary: 'Gift cards, found and filtered',
      description:
        `Newest first, ${GIFT_DESK_PAGE_SIZE} a page. \`q\`: the card's last 4 characters, the recipient's mobile, an email, or a part of the recipient's name; ` +
        '`status`: ACTIVE, BLOCKED, REDEEMED (spent), EXPIRED or VOID. Amounts in rupees; `held` is what unpaid orders hold.',
      input: giftDeskListQuerySchema,
      answer: giftDeskListAnswerSchema,
      handle: (query) => desk.list(query),
    }),
    defineAdminCall({
      path: 'admin/giftcards/{id}',
      method: 'GET',
      roles: READERS,
      summary: 'A gift card with its ledger',
      description:
        'The card (masked), its recipient, sender and message, who blocked it and why, the acts allowed now, and every ledger row oldest first (issue, lock, redeem, release, expire) with its order.',
      input: cardParamsSchema,
      answer: giftDeskCardAnswerSchema,
      refusals: pick(GIFT_DESK_REASONS, ['CARD_NOT_FOUND']),
      handle: async ({ id }) => unwrap(await desk.get(id), GIFT_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/giftcards/{id}/block',
      method: 'POST',
      roles: ACTORS,
      summary: 'Block a gift card',
      description:
        'A `reason` (3 to 300 characters). From then on the balance check, applying the card at checkout and placing an order with it answer CARD_BLOCKED; its balance and year are kept. A void or expired card answers CARD_CLOSED. Under the card’s row lock; audited.',
      input: giftBlockBodySchema,
      answer: giftDeskCardAnswerSchema,
      refusals: pick(GIFT_DESK_REASONS, ['CARD_NOT_FOUND', 'ALREADY_BLOCKED', 'CARD_CLOSED']),
      handle: async (body, c, staff) => unwrap(await desk.block(pathCard(c), body.reason, staff), GIFT_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/giftcards/{id}/unblock',
      method: 'POST',
      roles: ACTORS,
      summary: 'Unblock a gift card',
      description:
        'A `note` (3 to 300 characters) saying why it may be used again. Under the card’s row lock; audited.',
      input: giftUnblockBodySchema,
      answer: giftDeskCardAnswerSchema,
      refusals: pick(GIFT_DESK_REASONS, ['CARD_NOT_FOUND', 'NOT_BLOCKED']),
      handle: async (body, c, staff) => unwrap(await desk.unblock(pathCard(c), body.note, staff), GIFT_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/giftcards',
      method: 'POST',
      roles: ACTORS,
      summary: 'Issue a promotion gift card',
      description:
        'To `name` at `mobile` (and `email`), `amount` whole rupees from 1, valid a year; `note` names the campaign. The code goes only to the recipient (SMS, and mail when there is an email); the answer shows it masked. Audited.',
      input: giftIssueBodySchema,
      answer: giftIssuedAnswerSchema,
      handle: (body, _c, staff) => desk.issue(body, staff),
    }),
    defineAdminCall({
      path: 'admin/giftcards/import',
      method: 'POST',
      roles: ACTORS,
      summary: 'Issue promotion gift cards from a CSV file',
      description:
        "`csv`: the file's text, a header `name,mobile,email,amount` (any order, email optional) and one card per line. Every line is checked first: one bad line and nothing is issued (FILE_REFUSED, each problem in `fields` under `line N`); else all are issued in one transaction, each code sent to its recipient. Audited per card.",
      input: giftImportBodySchema,
      answer: giftIssuedAnswerSchema,
      refusals: pick(GIFT_DESK_REASONS, ['FILE_REFUSED']),
      handle: async (body, _c, staff) => unwrap(await desk.importFile(body.csv, body.note, staff), GIFT_DESK_REASONS),
    }),
  ];
}

// GET /api/dev/outbox (docs/api.md): what the dev transport "sent", newest first. Mounted only with
// NOTIFY_TRANSPORT=dev; under live the path falls through to the API's JSON 404.
import { devOutboxAnswerSchema, devOutboxQuerySchema } from '../../domain/notifications/dev-outbox.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { OutboxRepo } from './outbox.repo.ts';

export function devOutboxCalls(repo: OutboxRepo): ApiCall[] {
  return [
    defineCall({
      path: 'dev/outbox',
      method: 'GET',
      tag: 'Notifications',
      summary: 'Messages the dev transport kept, newest first (only with NOTIFY_TRANSPORT=dev)',
      description:
        'Lists mails, SMS and WhatsApp messages written to the outbox, at most 100, newest first. `to` filters by recipient: a mobile ' +
        '(10 digits, with or without +91) or an email address (any case). `code` is the one-time, reset or gift card code a message carries. ' +
        'With NOTIFY_TRANSPORT=live this call does not exist (404).',
      input: devOutboxQuerySchema,
      answer: devOutboxAnswerSchema,
      handle: async (query) => ({ messages: await repo.list(query.to, 100) }),
    }),
  ];
}

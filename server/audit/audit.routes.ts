// The audit, read by the owner: one record's history or everything, newest first.
import { auditAnswerSchema, auditQuerySchema } from '../../domain/staff/api-schemas.ts';
import type { ApiCall } from '../http/define-call.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import { AUDIT_PAGE_SIZE, type Audit } from './audit.ts';

export function auditCalls(audit: Audit, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/audit',
      method: 'GET',
      roles: [],
      summary: 'The audit of staff acts',
      description:
        `Newest first, ${AUDIT_PAGE_SIZE} a page. \`entity\` (staff, order, booking, …) and \`id\` narrow it to one record; \`entity\` alone to one kind. ` +
        'Entries are append-only: the database refuses to change or delete them.',
      input: auditQuerySchema,
      answer: auditAnswerSchema,
      handle: (query) => audit.list(query),
    }),
  ];
}

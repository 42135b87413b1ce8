import { getConnInfo } from '@hono/node-server/conninfo';
import { visitLogAnswerSchema, visitLogBodySchema } from '../../domain/engagement/visit-log.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { VisitLogService } from './visit-log.service.ts';

export function engagementCalls(visits: VisitLogService): ApiCall[] {
  return [
    defineCall({
      path: 'userlog',
      method: 'POST',
      tag: 'Engagement',
      summary: 'Log a page view or a 404 (the IP stored is the one the server sees)',
      input: visitLogBodySchema,
      answer: visitLogAnswerSchema,
      handle: async (body, c) => {
        let seen: string | null = null;
        try {
          seen = getConnInfo(c).remote.address ?? null;
        } catch {
          // not served over a socket (in-process requests): no address to record
        }
        await visits.record(body, seen);
        return { result: { logged: true as const } };
      },
    }),
  ];
}

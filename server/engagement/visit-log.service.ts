// Records a page view or a 404. Who the visitor is comes from the server's side (the connection's
// address); the client's claimed IP is not stored.
import type { VisitLogBody } from '../../domain/engagement/visit-log.ts';
import type { VisitLogRepo } from './visit-log.repo.ts';

export function createVisitLogService(repo: VisitLogRepo) {
  return {
    async record(body: VisitLogBody, seenAddress: string | null): Promise<void> {
      await repo.insert({
        visitedPage: body.visited_page,
        userId: body.user_id == null ? null : Number(body.user_id),
        ipAddress: seenAddress,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        address: body.address ?? null,
        data: body.data ?? null,
      });
    },
  };
}
export type VisitLogService = ReturnType<typeof createVisitLogService>;

import type { Db } from '../../db/client.ts';
import { visitLogs } from '../../db/schema/engagement.ts';

export function createVisitLogRepo(db: Db) {
  return {
    async insert(row: typeof visitLogs.$inferInsert): Promise<void> {
      await db.insert(visitLogs).values(row);
    },
  };
}
export type VisitLogRepo = ReturnType<typeof createVisitLogRepo>;

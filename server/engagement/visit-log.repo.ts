import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { visitLogs } from '../../db/schema/engagement.ts';

export function createVisitLogRepo(db: Db) {
  return {
    async insert(row: typeof visitLogs.$inferInsert): Promise<void> {
      await db.insert(visitLogs).values(row);
    },

    /**
     * Rewrites the full addresses recorded more than `olderThanDays` ago through `truncate`, at most
     * `batch` rows, and marks them truncated; answers how many. Safe with several instances at once:
     * the rows are locked and another pass skips them (SKIP LOCKED), a marked row is never picked
     * again, and truncating twice gives the same address anyway.
     */
    async truncateOldAddresses(
      olderThanDays: number,
      batch: number,
      truncate: (ip: string) => string | null,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number; ip_address: string }>(
          tx as unknown as Db,
          sql`SELECT id, ip_address FROM visit_logs
               WHERE ip_truncated = false AND ip_address IS NOT NULL AND created_at < now() - ${olderThanDays}::int * interval '1 day'
               ORDER BY created_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
        );
        if (rows.length === 0) return 0;
        const values = rows.map((r) => sql`(${r.id}::int, ${truncate(r.ip_address)}::text)`);
        await tx.execute(
          sql`UPDATE visit_logs AS v SET ip_address = t.ip, ip_truncated = true
               FROM (VALUES ${sql.join(values, sql`, `)}) AS t(id, ip) WHERE v.id = t.id`,
        );
        return rows.length;
      });
    },
  };
}
export type VisitLogRepo = ReturnType<typeof createVisitLogRepo>;

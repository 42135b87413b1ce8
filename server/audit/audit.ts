// The audit of staff acts (db/schema/staff.ts, append-only by trigger). `record` takes the caller's
// transaction: an act and its entry commit together or not at all, so the audit never says something
// happened that did not, nor misses something that did. Later desk services call it the same way:
//   await audit.record(tx, { staffId, action: 'order.shipped', entity: 'order', entityId, before, after });
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema/staff.ts';
import type { AuditEntry } from '../../domain/staff/api-schemas.ts';

/** A transaction (or the database itself) an entry is written with. */
export type AuditWriter = Pick<Db, 'insert'>;

export interface AuditRecord {
  /** The member who acted; null for the staff:create command run on the server. */
  staffId: number | null;
  /** `<entity>.<verb>`: staff.signed_in, staff.invited, staff.updated, booking.confirmed, … */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export const AUDIT_PAGE_SIZE = 50;

export async function recordAudit(tx: AuditWriter, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function createAudit(db: Db) {
  return {
    record: recordAudit,

    /** Newest first; one record's entries when entity and id are given, one kind's with entity alone. */
    async list(query: {
      entity?: string;
      id?: string;
      page: number;
    }): Promise<{ entries: AuditEntry[]; total: number }> {
      const filters: SQL[] = [];
      if (query.entity) filters.push(eq(auditLog.entity, query.entity));
      if (query.id) filters.push(eq(auditLog.entityId, query.id));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const rows = await db
        .select({
          at: auditLog.at,
          staffId: auditLog.staffId,
          name: staff.name,
          email: staff.email,
          action: auditLog.action,
          entity: auditLog.entity,
          id: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((query.page - 1) * AUDIT_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return {
        total: total?.n ?? 0,
        entries: rows.map((r) => ({
          at: new Date(r.at).toISOString(),
          staff: r.staffId === null ? null : { id: r.staffId, name: r.name ?? '', email: r.email ?? '' },
          action: r.action,
          entity: r.entity,
          id: r.id,
          before: r.before,
          after: r.after,
        })),
      };
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;

// The only place that queries enquiries and chat_requests. Writes take the caller's transaction, so
// the outbox messages they cause are written by the same `tx`.
import type { Db } from '../../db/client.ts';
import { chatRequests, enquiries } from '../../db/schema/engagement.ts';
import { type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';
export type NewEnquiry = typeof enquiries.$inferInsert;
export type NewChatRequest = typeof chatRequests.$inferInsert;

export function createEnquiriesRepo(db: Db) {
  return {
    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
    async insertEnquiry(tx: Tx, row: NewEnquiry): Promise<number> {
      const [created] = await tx.insert(enquiries).values(row).returning({ id: enquiries.id });
      return created!.id;
    },
    async insertChatRequest(tx: Tx, row: NewChatRequest): Promise<number> {
      const [created] = await tx.insert(chatRequests).values(row).returning({ id: chatRequests.id });
      return created!.id;
    },
  };
}
export type EnquiriesRepo = ReturnType<typeof createEnquiriesRepo>;

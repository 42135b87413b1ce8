// The support inbox's reads and writes (docs/decisions/2026-11-27-inbox.md). The items are the shop's
// own rows (enquiries, chat requests, career applications, bookings), read through one UNION; what
// staff make of them is `inbox_states` (status and assignee, one row per (kind, item id), made on the
// first act) and `inbox_notes` (append-only). The forms' tables stay their areas' own: this folder
// only reads them, and a booking's state is moved by server/bookings.
import { sql, type SQL } from 'drizzle-orm';
import { asDate, likeContaining, rows, type Runner, type Tx } from '../../db/runner.ts';
import type { Db } from '../../db/client.ts';
import { CUSTOM_DESIGN_TYPE } from '../../domain/engagement/enquiry-types.ts';
import type { BookingStatus } from '../../domain/bookings/booking-state.ts';
import type { InboxListQuery } from '../../domain/inbox/api-schemas.ts';
import { readInboxSearch, type InboxKind, type InboxStatus } from '../../domain/inbox/inbox-rules.ts';

/** Every item of every kind, with the columns the list shows. */
const ITEMS = sql.raw(`(
  SELECT CASE WHEN e.kind = 'dfe' THEN 'dfe' WHEN e.enquiry_type = '${CUSTOM_DESIGN_TYPE}' THEN 'custom_design' ELSE 'enquiry' END AS kind,
         e.id, e.reference, e.name, e.email, e.phone, e.created_at,
         left(coalesce(e.message, CASE WHEN e.kind = 'dfe' THEN 'Savings plan: ' || e.monthly_instalment || ' a month' ELSE '' END), 140) AS summary,
         NULL::text AS booking_status
    FROM enquiries e
  UNION ALL
  SELECT 'chat', c.id, NULL, c.name, c.email, c.mobile, c.created_at, left(coalesce(c.message, ''), 140), NULL FROM chat_requests c
  UNION ALL
  SELECT 'career', a.id, a.reference, a.name, a.email, a.phone, a.created_at, p.title || ', ' || a.experience_years || ' years', NULL
    FROM career_applications a JOIN career_positions p ON p.id = a.position_id
  UNION ALL
  SELECT 'old_gold', g.id, g.reference, g.name, g.email, g.phone, g.created_at, g.day || ' ' || g.slot || ', ' || g.store_id || ': ' || left(g.items, 80), g.status
    FROM old_gold_bookings g
  UNION ALL
  SELECT 'try_at_home', t.id, t.reference, t.name, t.email, t.phone, t.created_at, t.day || ' ' || t.slot || ', ' || t.district, t.status
    FROM try_at_home_bookings t
)`);

export interface InboxRow {
  kind: InboxKind;
  id: number;
  reference: string | null;
  name: string;
  email: string;
  phone: string;
  receivedAt: Date;
  summary: string;
  status: InboxStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  bookingStatus: BookingStatus | null;
}

type RawRow = Omit<InboxRow, 'receivedAt'> & { receivedAt: unknown };
const fromRaw = (r: RawRow): InboxRow => ({ ...r, id: Number(r.id), receivedAt: asDate(r.receivedAt)! });

/** The filters of a query but one (the counts are per kind and per status under the others). */
function filtersOf(query: InboxListQuery, staffId: number, leave: 'kind' | 'status' | null): SQL[] {
  const where: SQL[] = [];
  if (query.kind && leave !== 'kind') where.push(sql`i.kind = ${query.kind}`);
  if (query.status && leave !== 'status') where.push(sql`coalesce(s.status, 'new') = ${query.status}`);
  if (query.assignee === 'mine') where.push(sql`s.assignee_id = ${staffId}`);
  if (query.assignee === 'unassigned') where.push(sql`s.assignee_id IS NULL`);
  if (query.q) {
    const search = readInboxSearch(query.q);
    if (search.kind === 'email') where.push(sql`lower(i.email) LIKE ${likeContaining(search.email)}`);
    else if (search.kind === 'phone')
      where.push(sql`regexp_replace(i.phone, '[^0-9]', '', 'g') LIKE ${likeContaining(search.digits)}`);
    else
      where.push(
        sql`(lower(i.name) LIKE ${likeContaining(search.text)} OR lower(i.email) LIKE ${likeContaining(search.text)})`,
      );
  }
  return where;
}

const whereOf = (filters: SQL[]) => (filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``);

const FROM = sql`FROM ${ITEMS} i LEFT JOIN inbox_states s ON s.kind = i.kind AND s.item_id = i.id LEFT JOIN staff st ON st.id = s.assignee_id`;
const COLUMNS = sql`i.kind, i.id, i.reference, i.name, i.email, i.phone, i.created_at AS "receivedAt", i.summary,
  coalesce(s.status, 'new') AS status, s.assignee_id AS "assigneeId", st.name AS "assigneeName", i.booking_status AS "bookingStatus"`;

export interface InboxState {
  status: InboxStatus;
  assigneeId: number | null;
}

export function createInboxRepo(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    async list(
      query: InboxListQuery,
      staffId: number,
      perPage: number,
    ): Promise<{ rows: InboxRow[]; total: number; kinds: Record<string, number>; statuses: Record<string, number> }> {
      const all = filtersOf(query, staffId, null);
      const [found, [counted], perKind, perStatus] = await Promise.all([
        // Items made in the same instant (a busy minute, a clock of coarse grain) keep their order of
        // arrival within their table by id; enquiries, custom designs and savings plans share one.
        rows<RawRow>(
          db,
          sql`SELECT ${COLUMNS} ${FROM} ${whereOf(all)} ORDER BY i.created_at DESC, i.id DESC, i.kind LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
        ),
        rows<{ n: number }>(db, sql`SELECT count(*)::int AS n ${FROM} ${whereOf(all)}`),
        rows<{ key: string; n: number }>(
          db,
          sql`SELECT i.kind AS key, count(*)::int AS n ${FROM} ${whereOf(filtersOf(query, staffId, 'kind'))} GROUP BY i.kind`,
        ),
        rows<{ key: string; n: number }>(
          db,
          sql`SELECT coalesce(s.status, 'new') AS key, count(*)::int AS n ${FROM} ${whereOf(filtersOf(query, staffId, 'status'))} GROUP BY 1`,
        ),
      ]);
      const tally = (groups: { key: string; n: number }[]) => {
        const out: Record<string, number> = { all: 0 };
        for (const g of groups) {
          out[g.key] = Number(g.n);
          out.all! += Number(g.n);
        }
        return out;
      };
      return {
        rows: found.map(fromRaw),
        total: Number(counted?.n ?? 0),
        kinds: tally(perKind),
        statuses: tally(perStatus),
      };
    },

    async find(q: Runner, kind: InboxKind, id: number): Promise<InboxRow | undefined> {
      const [row] = await rows<RawRow>(q, sql`SELECT ${COLUMNS} ${FROM} WHERE i.kind = ${kind} AND i.id = ${id}`);
      return row ? fromRaw(row) : undefined;
    },

    /** Everything the form stored of one item, for its page (the columns differ per kind). */
    async source(kind: InboxKind, id: number): Promise<Record<string, unknown> | undefined> {
      const query =
        kind === 'chat'
          ? sql`SELECT * FROM chat_requests WHERE id = ${id}`
          : kind === 'career'
            ? sql`SELECT a.*, p.title AS position_title, d.name AS department_name FROM career_applications a
                  JOIN career_positions p ON p.id = a.position_id JOIN career_departments d ON d.id = a.department_id WHERE a.id = ${id}`
            : kind === 'old_gold'
              ? sql`SELECT * FROM old_gold_bookings WHERE id = ${id}`
              : kind === 'try_at_home'
                ? sql`SELECT * FROM try_at_home_bookings WHERE id = ${id}`
                : sql`SELECT * FROM enquiries WHERE id = ${id}`;
      const [row] = await rows<Record<string, unknown>>(db, query);
      return row;
    },

    /**
     * The item's state row, made if missing and locked for the rest of the transaction: two staff
     * acting on one item at once take turns, and the second sees what the first did.
     */
    async lockState(tx: Tx, kind: InboxKind, id: number): Promise<InboxState> {
      await rows(tx, sql`INSERT INTO inbox_states (kind, item_id) VALUES (${kind}, ${id}) ON CONFLICT DO NOTHING`);
      const [row] = await rows<{ status: InboxStatus; assigneeId: number | null }>(
        tx,
        sql`SELECT status, assignee_id AS "assigneeId" FROM inbox_states WHERE kind = ${kind} AND item_id = ${id} FOR UPDATE`,
      );
      return row!;
    },

    async setState(tx: Tx, kind: InboxKind, id: number, change: Partial<InboxState>): Promise<void> {
      const sets: SQL[] = [sql`updated_at = now()`];
      if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
      if (change.assigneeId !== undefined) sets.push(sql`assignee_id = ${change.assigneeId}`);
      await rows(tx, sql`UPDATE inbox_states SET ${sql.join(sets, sql`, `)} WHERE kind = ${kind} AND item_id = ${id}`);
    },

    async addNote(tx: Tx, kind: InboxKind, id: number, staffId: number, body: string): Promise<void> {
      await rows(
        tx,
        sql`INSERT INTO inbox_notes (kind, item_id, staff_id, body) VALUES (${kind}, ${id}, ${staffId}, ${body})`,
      );
    },

    async notes(kind: InboxKind, id: number): Promise<{ text: string; at: Date; staffId: number; name: string }[]> {
      const found = await rows<{ text: string; at: unknown; staffId: number; name: string }>(
        db,
        sql`SELECT n.body AS text, n.at, n.staff_id AS "staffId", s.name FROM inbox_notes n JOIN staff s ON s.id = n.staff_id
            WHERE n.kind = ${kind} AND n.item_id = ${id} ORDER BY n.at, n.id`,
      );
      return found.map((n) => ({ ...n, at: asDate(n.at)! }));
    },

    /** Who an item may be assigned to: active owners and support staff. */
    async assignees(q: Runner = db): Promise<{ id: number; name: string; role: string }[]> {
      return rows(
        q,
        sql`SELECT id, name, role FROM staff WHERE active AND role IN ('owner', 'support') ORDER BY name, id`,
      );
    },

    async newsletterCounts(): Promise<{ subscribed: number; unsubscribed: number }> {
      const found = await rows<{ status: string; n: number }>(
        db,
        sql`SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status`,
      );
      const of = (s: string) => Number(found.find((r) => r.status === s)?.n ?? 0);
      return { subscribed: of('subscribed'), unsubscribed: of('unsubscribed') };
    },
  };
}
export type InboxRepo = ReturnType<typeof createInboxRepo>;

/** Newsletter subscribers for the export, oldest first (read only: server/engagement owns the table). */
export async function newsletterRows(
  db: Db,
  status: 'subscribed' | 'unsubscribed' | undefined,
): Promise<{ email: string; status: string; source: string; subscribedAt: Date; unsubscribedAt: Date | null }[]> {
  const found = await rows<{
    email: string;
    status: string;
    source: string;
    subscribedAt: unknown;
    unsubscribedAt: unknown;
  }>(
    db,
    sql`SELECT email, status, source, subscribed_at AS "subscribedAt", unsubscribed_at AS "unsubscribedAt"
          FROM newsletter_subscribers ${status ? sql`WHERE status = ${status}` : sql``} ORDER BY created_at, id`,
  );
  return found.map((r) => ({ ...r, subscribedAt: asDate(r.subscribedAt)!, unsubscribedAt: asDate(r.unsubscribedAt) }));
}

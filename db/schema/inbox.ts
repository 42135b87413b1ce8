// The support inbox (docs/decisions/2026-11-27-inbox.md): what staff have made of each thing the
// shop's forms stored (an enquiry, a custom design request, a chat request, a savings plan enquiry, a
// career application, an old gold or try@home booking). One row per item, keyed by (kind, item id),
// made the first time staff touch the item (an item without a row is `new` and unassigned); notes are
// their own rows, append-only by trigger (migration 0023), each with its author and time.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

const KINDS = sql.raw(`('enquiry', 'custom_design', 'dfe', 'chat', 'career', 'old_gold', 'try_at_home')`);

export const inboxStates = pgTable(
  'inbox_states',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    status: text('status').notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'inbox_states_pkey', columns: [t.kind, t.itemId] }),
    index('inbox_states_assignee_idx').on(t.assigneeId),
    check('inbox_states_kind_known', sql`${t.kind} IN ${KINDS}`),
    check('inbox_states_status_known', sql`${t.status} IN ('new', 'in_progress', 'done')`),
  ],
);

export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbox_notes_item_idx').on(t.kind, t.itemId, t.at),
    check('inbox_notes_kind_known', sql`${t.kind} IN ${KINDS}`),
    check('inbox_notes_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

// The support inbox (docs/decisions/2026-11-27-inbox.md): one list across what the shop's forms
// stored, an item's page, and the acts on an item: its status (domain/inbox/inbox-rules.ts), its
// assignee and its notes. Each act runs in one transaction under the item's state row lock (made on
// the first act), with its audit entry. A career application's résumé and the newsletter's
// subscribers as CSV are read here for staff; a booking's confirm, reschedule and cancel are the
// bookings service's (server/bookings), which tell the customer.
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/runner.ts';
import { ok, refuse, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import type { BookingStatus } from '../../domain/bookings/booking-state.ts';
import { HOME_VISIT_PLAN, STORE_VISIT_PLAN } from '../../domain/bookings/slots.ts';
import { RESUME_KINDS } from '../../domain/careers/resume-rules.ts';
import { enquiryTypeName } from '../../domain/engagement/enquiry-types.ts';
import {
  INBOX_PAGE_SIZE,
  type InboxItem,
  type InboxItemAnswer,
  type InboxItemKey,
  type InboxListAnswer,
  type InboxListItem,
  type InboxListQuery,
} from '../../domain/inbox/api-schemas.ts';
import { toCsv } from '../../domain/inbox/csv.ts';
import {
  INBOX_KIND_LABELS,
  inboxMayMove,
  inboxMoves,
  type InboxKind,
  type InboxStatus,
} from '../../domain/inbox/inbox-rules.ts';
import { INBOX_REASONS, invalidInboxMoveText, type InboxReason } from '../../domain/inbox/reasons.ts';
import { findStore } from '../../domain/stores/stores.ts';
import { recordAudit } from '../audit/audit.ts';
import { bookingWhen } from '../bookings/bookings.service.ts';
import { newsletterRows, type InboxRepo, type InboxRow } from './inbox.repo.ts';

export interface InboxDeps {
  db: Db;
  repo: InboxRepo;
  /** A stored résumé's bytes by its path under DATA_DIR, or undefined when the file is gone. */
  readResume(relative: string): Promise<Uint8Array | undefined>;
  logger: Logger;
}

type Found<T> = Outcome<T, InboxReason>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function listItem(r: InboxRow): InboxListItem {
  return {
    kind: r.kind,
    kind_label: INBOX_KIND_LABELS[r.kind],
    id: r.id,
    reference: r.reference,
    name: r.name,
    email: r.email,
    phone: r.phone,
    received_at: r.receivedAt.toISOString(),
    summary: r.summary,
    status: r.status,
    assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: r.assigneeName ?? '' },
    booking_status: r.bookingStatus,
  };
}

/** What the form stored beyond the list's columns, as label and value, and the item's message. */
function factsOf(kind: InboxKind, row: Record<string, unknown>): { facts: [string, string][]; message: string | null } {
  const facts: [string, string][] = [];
  const add = (label: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') facts.push([label, text(value)]);
  };
  switch (kind) {
    case 'enquiry':
    case 'custom_design':
      add('Enquiry type', row.enquiry_type ? enquiryTypeName(text(row.enquiry_type)) : null);
      add('Occasion', row.occasion);
      add('Order', row.order_id);
      return { facts, message: row.message === null ? null : text(row.message) };
    case 'dfe':
      add('Monthly instalment', row.monthly_instalment === null ? null : `₹${text(row.monthly_instalment)}`);
      add(
        'Preferred store',
        row.preferred_store === 'online'
          ? 'Online'
          : (findStore(text(row.preferred_store))?.name ?? row.preferred_store),
      );
      return { facts, message: row.message === null ? null : text(row.message) };
    case 'chat':
      return { facts, message: row.message === null ? null : text(row.message) };
    case 'career':
      add('Department', row.department_name);
      add('Position', row.position_title);
      add('Experience', `${text(row.experience_years)} years`);
      return { facts, message: text(row.cover_note) || null };
    case 'old_gold':
      add('Store', findStore(text(row.store_id))?.name ?? row.store_id);
      add('When', bookingWhen('old_gold', text(row.day), text(row.slot)));
      add('Gold', row.items);
      add('Weight', `about ${text(row.weight_grams)} g`);
      add('Purity', row.karat);
      add('Hallmarked', row.hallmarked);
      return { facts, message: null };
    case 'try_at_home': {
      add('When', bookingWhen('try_at_home', text(row.day), text(row.slot)));
      add('Address', `${text(row.address)}, ${text(row.district)} ${text(row.pincode)}`);
      const pieces = (Array.isArray(row.pieces) ? row.pieces : JSON.parse(text(row.pieces) || '[]')) as {
        sku: string;
        name: string;
      }[];
      add('Pieces', pieces.map((p) => `${p.name} (${p.sku})`).join('\n'));
      return { facts, message: text(row.note) || null };
    }
  }
}

export function createInboxService(deps: InboxDeps) {
  const { db, repo, logger } = deps;
  const notFound = refusalOf(INBOX_REASONS, 'ITEM_NOT_FOUND');
  const entityId = (key: InboxItemKey) => `${key.kind}:${key.id}`;

  async function item(key: InboxItemKey): Promise<InboxItem | undefined> {
    const row = await repo.find(db, key.kind, key.id);
    if (!row) return undefined;
    const source = (await repo.source(key.kind, key.id))!;
    const { facts, message } = factsOf(key.kind, source);
    const notes = await repo.notes(key.kind, key.id);
    const bookingPlan =
      key.kind === 'old_gold' ? STORE_VISIT_PLAN : key.kind === 'try_at_home' ? HOME_VISIT_PLAN : null;
    return {
      ...listItem(row),
      message,
      facts,
      moves: [...inboxMoves(row.status)],
      notes: notes.map((n) => ({ text: n.text, at: n.at.toISOString(), by: { id: n.staffId, name: n.name } })),
      resume:
        key.kind === 'career'
          ? { label: text(source.resume_label), kind: text(source.resume_kind), bytes: Number(source.resume_bytes) }
          : null,
      booking:
        bookingPlan && (key.kind === 'old_gold' || key.kind === 'try_at_home')
          ? {
              status: text(source.status) as BookingStatus,
              day: text(source.day),
              slot: text(source.slot),
              when: bookingWhen(key.kind, text(source.day), text(source.slot)),
              slots: [...bookingPlan.slots],
            }
          : null,
    };
  }

  /** One act on an item: its state row locked, judged, changed and audited in one transaction. */
  async function act(
    key: InboxItemKey,
    staffId: number,
    run: (
      tx: Tx,
      state: { status: InboxStatus; assigneeId: number | null },
    ) => Promise<Found<{ action: string; before: unknown; after: unknown }>>,
  ): Promise<Found<InboxItemAnswer>> {
    const done = await repo.transaction(async (tx): Promise<Found<null>> => {
      if (!(await repo.find(tx, key.kind, key.id))) return notFound;
      const state = await repo.lockState(tx, key.kind, key.id);
      const outcome = await run(tx, state);
      if (!outcome.ok) return outcome;
      await recordAudit(tx, { staffId, entity: 'inbox_item', entityId: entityId(key), ...outcome.value });
      return ok(null);
    });
    if (!done.ok) {
      logger.info({ item: entityId(key), staffId, reason: done.reason }, 'inbox act refused');
      return done;
    }
    return ok(await answer(key));
  }

  async function answer(key: InboxItemKey): Promise<InboxItemAnswer> {
    const found = await item(key);
    if (!found) throw new Error(`inbox item ${entityId(key)} vanished after an act on it`);
    return { item: found, assignees: await repo.assignees() };
  }

  return {
    async list(query: InboxListQuery, staffId: number): Promise<InboxListAnswer> {
      const [{ rows, total, kinds, statuses }, newsletter] = await Promise.all([
        repo.list(query, staffId, INBOX_PAGE_SIZE),
        repo.newsletterCounts(),
      ]);
      return {
        items: rows.map(listItem),
        total,
        page: query.page,
        per_page: INBOX_PAGE_SIZE,
        counts: { kinds, statuses },
        newsletter,
      };
    },

    async get(key: InboxItemKey): Promise<Found<InboxItemAnswer>> {
      const found = await item(key);
      return found ? ok({ item: found, assignees: await repo.assignees() }) : notFound;
    },

    /** New, in progress, done: the moves of domain/inbox/inbox-rules.ts; 409 for any other. */
    setStatus(key: InboxItemKey, to: InboxStatus, staffId: number): Promise<Found<InboxItemAnswer>> {
      return act(key, staffId, async (tx, state) => {
        if (!inboxMayMove(state.status, to))
          return refuse('INVALID_TRANSITION', invalidInboxMoveText(state.status, to));
        await repo.setState(tx, key.kind, key.id, { status: to });
        return ok({ action: 'inbox.status', before: { status: state.status }, after: { status: to } });
      });
    },

    /** To an active owner or support member, or to nobody (null). */
    assign(key: InboxItemKey, assigneeId: number | null, staffId: number): Promise<Found<InboxItemAnswer>> {
      return act(key, staffId, async (tx, state) => {
        if (assigneeId !== null && !(await repo.assignees(tx)).some((s) => s.id === assigneeId))
          return refusalOf(INBOX_REASONS, 'ASSIGNEE_UNKNOWN', {
            fields: { assignee_id: 'not an active support member or owner' },
          });
        await repo.setState(tx, key.kind, key.id, { assigneeId });
        return ok({
          action: 'inbox.assigned',
          before: { assignee: state.assigneeId },
          after: { assignee: assigneeId },
        });
      });
    },

    /** A note with its author and time; notes are never changed or removed (a trigger refuses it). */
    addNote(key: InboxItemKey, body: string, staffId: number): Promise<Found<InboxItemAnswer>> {
      return act(key, staffId, async (tx) => {
        await repo.addNote(tx, key.kind, key.id, staffId, body);
        return ok({ action: 'inbox.noted', before: null, after: { note: body } });
      });
    },

    /** A career application's résumé, with the content type of the kind it was stored as. */
    async resume(id: number): Promise<Found<{ bytes: Uint8Array; mediaType: string; filename: string }>> {
      const source = await repo.source('career', id);
      if (!source) return notFound;
      const kind = RESUME_KINDS[text(source.resume_kind) as keyof typeof RESUME_KINDS];
      const bytes = await deps.readResume(text(source.resume_path));
      if (!kind || !bytes) {
        logger.error({ application: id }, 'résumé file missing');
        return refusalOf(INBOX_REASONS, 'RESUME_MISSING');
      }
      return ok({ bytes, mediaType: kind.mime, filename: `resume-${text(source.reference)}.${kind.extension}` });
    },

    /** The newsletter's subscribers as CSV (email, status, source, subscribed at, unsubscribed at). */
    async newsletterCsv(status?: 'subscribed' | 'unsubscribed'): Promise<Uint8Array> {
      const found = await newsletterRows(db, status);
      const csv = toCsv(
        ['email', 'status', 'source', 'subscribed_at', 'unsubscribed_at'],
        found.map((r) => [
          r.email,
          r.status,
          r.source,
          r.subscribedAt.toISOString(),
          r.unsubscribedAt ? r.unsubscribedAt.toISOString() : null,
        ]),
      );
      return new TextEncoder().encode(csv);
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;

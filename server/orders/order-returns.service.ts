// Returns (issue 23 part 4, docs/decisions/2026-11-27-returns.md). The customer asks from My orders
// or from tracking; staff receive the parcel, record the quality check, approve or reject, and refund.
// Every step runs in one transaction that locks the order's row and then the return's (always in that
// order, so two acts never wait on each other), is judged by the state table
// (domain/orders/return-states.ts), is audited, and tells the customer by mail and SMS through the
// outbox, all committing together. Approval puts the pieces back on the shelf and moves the order to
// `returned`; the refund is the orders desk's (`refundLocked`: card through the provider with the
// Idempotency-Key, cash on delivery marked paid by staff with its reference), and with it the offer's
// voucher the order earned is withdrawn (server/coupons/voucher-withdrawal.ts).
import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/runner.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ok, refuse, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import {
  returnNoticeMail,
  returnNoticeSms,
  type ReturnNotice,
} from '../../domain/notifications/templates/return-mails.ts';
import { type DeskReason } from '../../domain/orders/desk-reasons.ts';
import { type OrderPaymentMode, type OrderStatus } from '../../domain/orders/order-status.ts';
import {
  lastReturnDay,
  maskAccount,
  mayRequestReturn,
  needsBankDetails,
  RETURN_DESK_REASONS,
  RETURN_REQUEST_REASONS,
  type ReturnDeskReason,
  type ReturnRequestReason,
} from '../../domain/orders/return-rules.ts';
import {
  returnNo,
  type ReturnRequestBody,
  type ReturnsListAnswer,
  type ReturnsListQuery,
  type ReturnView,
  type ShopperReturn,
  RETURNS_PAGE_SIZE,
} from '../../domain/orders/return-schemas.ts';
import {
  isReturnState,
  RETURN_REASON_TEXTS,
  RETURN_STATE_LABELS,
  returnActs,
  returnMove,
  type ReturnAct,
  type ReturnReason,
  type ReturnState,
} from '../../domain/orders/return-states.ts';
import { recordAudit } from '../audit/audit.ts';
import { withdrawOrderVoucher } from '../coupons/voucher-withdrawal.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import type { SecretBox } from '../staff/secret-box.ts';
import type { OrderDeskService } from './order-desk.service.ts';
import type { OrderDeskRepo } from './order-desk.repo.ts';
import type { OrderReturnsRepo, ReturnChange, ReturnListRow, ReturnRow } from './order-returns.repo.ts';
import { setOrderStatus } from './orders.repo.ts';
import { inspectPhoto, type ReturnPhotoStore } from './return-photos.ts';

export interface OrderReturnsDeps {
  db: Db;
  repo: OrderReturnsRepo;
  deskRepo: Pick<OrderDeskRepo, 'lock' | 'refundByKey'>;
  desk: Pick<OrderDeskService, 'refundLocked' | 'refundRaceRefusal' | 'afterRefund'>;
  photos: ReturnPhotoStore;
  secrets: SecretBox;
  kickOutbox(): void;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}

/** Who asks: a member (their order only) or the tracking form (the order's email). */
export type ReturnAsker = { kind: 'member'; userId: number } | { kind: 'email'; email: string };

type ActReason = ReturnDeskReason | Exclude<DeskReason, 'INVALID_TRANSITION'>;

export function createOrderReturnsService(deps: OrderReturnsDeps) {
  const { db, repo, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const trackUrl = `${deps.publicUrl}/sales/guest/form`;

  async function tell(
    tx: Tx,
    order: { orderId: string; firstName: string; email: string; phone: string },
    notice: ReturnNotice,
  ): Promise<void> {
    const mail = returnNoticeMail({ firstName: order.firstName, orderId: order.orderId, trackUrl, notice });
    await enqueueNotice(tx, {
      mail: { to: order.email, ...mail },
      sms: { to: order.phone, text: returnNoticeSms({ orderId: order.orderId, notice }) },
    });
  }

  function view(r: ReturnListRow): ReturnView {
    const { ret } = r;
    const state = ret.state as ReturnState;
    const by = (id: number | null) => (id === null ? null : (r.staffNames[id] ?? null));
    const history: ReturnView['history'] = [{ state: 'requested', at: ret.requestedAt.toISOString(), by: null }];
    if (ret.receivedAt) history.push({ state: 'received', at: ret.receivedAt.toISOString(), by: by(ret.receivedBy) });
    if (ret.checkedAt) history.push({ state: 'checked', at: ret.checkedAt.toISOString(), by: by(ret.checkedBy) });
    if (ret.decidedAt)
      history.push({
        state: state === 'rejected' ? 'rejected' : 'approved',
        at: ret.decidedAt.toISOString(),
        by: by(ret.decidedBy),
      });
    if (ret.refundedAt) history.push({ state: 'refunded', at: ret.refundedAt.toISOString(), by: by(ret.refundedBy) });
    const reason = ret.reason as ReturnReason;
    return {
      return_id: ret.id,
      return_no: returnNo(ret.id),
      order_id: r.orderId,
      state,
      state_label: RETURN_STATE_LABELS[state],
      reason,
      reason_label: RETURN_REASON_TEXTS[reason],
      note: ret.note,
      customer: { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, phone: r.phone },
      payment_mode: r.paymentMode as OrderPaymentMode,
      amount: r.amount,
      photos: ret.photos.map((_, i) => `/api/admin/returns/${ret.id}/photos/${i + 1}`),
      bank:
        ret.bankHolder && ret.bankAccountLast4 && ret.bankIfsc
          ? { holder: ret.bankHolder, account: maskAccount(ret.bankAccountLast4), ifsc: ret.bankIfsc }
          : null,
      quality: ret.qualityPassed === null ? null : { passed: ret.qualityPassed, note: ret.qualityNote ?? '' },
      decision_note: ret.decisionNote,
      history,
      acts: returnActs(state, ret.qualityPassed),
      refund:
        state !== 'refunded'
          ? null
          : r.refundAmount !== null
            ? {
                amount: r.refundAmount,
                method: r.refundMethod === 'card' ? 'card' : 'paid_by_staff',
                reference: r.refundReference,
              }
            : { amount: 0, method: 'gift_card', reference: null },
    };
  }

  async function viewOf(returnId: number): Promise<ReturnView> {
    const row = await repo.one(returnId);
    if (!row) throw new Error(`return ${returnId} vanished after an act on it`);
    return view(row);
  }

  /**
   * One staff step under the order's and then the return's row lock: the state table first, then the
   * step's own work, the audit entry and the customer's notice. Answers what the step decided.
   */
  /** The columns that say when a return reached a state and who moved it there. */
  const STAMPS = {
    received: { at: 'receivedAt', by: 'receivedBy' },
    checked: { at: 'checkedAt', by: 'checkedBy' },
    approved: { at: 'decidedAt', by: 'decidedBy' },
    rejected: { at: 'decidedAt', by: 'decidedBy' },
    refunded: { at: 'refundedAt', by: 'refundedBy' },
  } as const;

  /** Moves the return to `state`, stamped now by the staff member, with its audit line (`return.<state>`). */
  async function moveReturn(
    tx: Tx,
    ret: ReturnRow,
    staffId: number,
    state: keyof typeof STAMPS,
    change: { set?: ReturnChange; before?: Record<string, unknown>; after: Record<string, unknown> },
  ): Promise<void> {
    const stamp = STAMPS[state];
    await repo.update(tx, ret.id, { state, [stamp.at]: new Date(), [stamp.by]: staffId, ...change.set });
    await recordAudit(tx, {
      staffId,
      action: `return.${state}`,
      entity: 'return',
      entityId: ret.id,
      before: { state: ret.state, ...change.before },
      after: { state, ...change.after },
    });
  }

  async function step<T>(
    returnId: number,
    act: ReturnAct,
    staffId: number,
    work: (
      tx: Tx,
      ctx: { ret: ReturnRow; order: NonNullable<Awaited<ReturnType<OrderDeskRepo['lock']>>> },
    ) => Promise<Outcome<T, ActReason>>,
  ): Promise<Outcome<T, ActReason>> {
    const orderId = await repo.orderIdOf(returnId);
    if (!orderId) return refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
    return db.transaction(async (tx) => {
      const order = await deps.deskRepo.lock(tx, orderId);
      const ret = await repo.lock(tx, returnId);
      if (!order || !ret) return refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
      const state = ret.state as ReturnState;
      const move = returnMove(state, act, ret.qualityPassed);
      if (!move.ok) {
        const text =
          move.why === 'quality_failed'
            ? 'A return that did not pass the quality check cannot be approved; reject it with a note.'
            : `A return that is ${RETURN_STATE_LABELS[state].toLowerCase()} cannot be ${ACT_WORDS[act]}.`;
        return refuse('INVALID_TRANSITION', text);
      }
      return work(tx, { ret, order });
    });
  }

  const ACT_WORDS: Record<ReturnAct, string> = {
    receive: 'received',
    check: 'checked',
    approve: 'approved',
    reject: 'rejected',
    refund: 'refunded',
  };

  return {
    /**
     * The customer's request: their order (a member's own, or the tracking form's id and email),
     * delivered no more than 15 India days ago, nothing made for them in it, no other return under
     * way. Photos are judged by content before anything is written; a refused request keeps none.
     */
    async request(
      asker: ReturnAsker,
      body: ReturnRequestBody,
    ): Promise<Outcome<{ return_no: string; order_id: string; last_day: string }, ReturnRequestReason>> {
      const problems: Record<string, string> = {};
      const pictures: Buffer[] = [];
      for (const [i, photo] of body.photos.entries()) {
        const found = await inspectPhoto(photo.bytes);
        if (found.ok) pictures.push(found.jpeg);
        else problems[`photos.${i}`] = `${photo.name || `photo ${i + 1}`} ${found.problem}`;
      }
      if (Object.keys(problems).length > 0)
        return refusalOf(RETURN_REQUEST_REASONS, 'INVALID_PHOTO', { fields: problems });
      const saved: string[] = [];
      try {
        for (const picture of pictures) saved.push(await deps.photos.save(picture, 'jpg'));
        const decided = await db.transaction(
          async (tx): Promise<Outcome<{ id: number; lastDay: string }, ReturnRequestReason>> => {
            const facts = await repo.orderFacts(tx, body.order_id);
            const theirs =
              facts &&
              facts.order.status !== 'pending_payment' &&
              (asker.kind === 'member'
                ? facts.order.userId === asker.userId
                : facts.order.email.toLowerCase() === asker.email.toLowerCase());
            if (!facts || !theirs) return refusalOf(RETURN_REQUEST_REASONS, 'ORDER_NOT_FOUND');
            const verdict = mayRequestReturn(
              {
                status: facts.order.status as OrderStatus,
                deliveredAt: facts.deliveredAt,
                customised: facts.customised,
                liveReturn: facts.liveReturn,
              },
              now(),
            );
            if (!verdict.ok) return refuse(verdict.reason, verdict.text);
            const bankTransfer = needsBankDetails(facts.order.paymentMode as OrderPaymentMode);
            if (bankTransfer && !body.bank_account_number)
              return refusalOf(RETURN_REQUEST_REASONS, 'BANK_DETAILS_REQUIRED', {
                fields: {
                  bank_account_holder: 'required for a cash-on-delivery order',
                  bank_account_number: 'required for a cash-on-delivery order',
                  bank_ifsc: 'required for a cash-on-delivery order',
                },
              });
            const bank =
              bankTransfer && body.bank_account_number
                ? {
                    bankHolder: body.bank_account_holder!,
                    bankAccountSealed: deps.secrets.seal(body.bank_account_number),
                    bankAccountLast4: body.bank_account_number.slice(-4),
                    bankIfsc: body.bank_ifsc!,
                  }
                : {};
            const id = await repo.insert(tx, {
              orderRef: facts.order.id,
              reason: body.reason,
              note: body.note ?? null,
              photos: saved,
              ...bank,
            });
            await tell(tx, facts.order, {
              kind: 'requested',
              returnNo: returnNo(id),
              lastDay: verdict.lastDay,
              bankTransfer,
            });
            return ok({ id, lastDay: verdict.lastDay });
          },
        );
        if (!decided.ok) {
          await Promise.all(saved.map((p) => deps.photos.remove(p)));
          logger.info({ orderId: body.order_id, reason: decided.reason }, 'return request refused');
          return decided;
        }
        deps.kickOutbox();
        logger.info({ orderId: body.order_id, returnId: decided.value.id }, 'return requested');
        return ok({ return_no: returnNo(decided.value.id), order_id: body.order_id, last_day: decided.value.lastDay });
      } catch (error) {
        await Promise.all(saved.map((p) => deps.photos.remove(p)));
        // Two requests for one order at once: the partial unique index lets one through.
        if (uniqueViolation(error) === 'order_returns_one_live_per_order')
          return refusalOf(RETURN_REQUEST_REASONS, 'RETURN_ALREADY_REQUESTED');
        throw error;
      }
    },

    async list(query: ReturnsListQuery): Promise<ReturnsListAnswer> {
      const { rows, total, counts } = await repo.list(query, RETURNS_PAGE_SIZE);
      return { returns: rows.map(view), total, page: query.page, per_page: RETURNS_PAGE_SIZE, counts };
    },

    async get(returnId: number): Promise<Outcome<{ return: ReturnView }, 'RETURN_NOT_FOUND'>> {
      const row = await repo.one(returnId);
      return row ? ok({ return: view(row) }) : refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
    },

    /** The parcel reached the store. */
    async receive(returnId: number, note: string | undefined, staffId: number) {
      const done = await step(returnId, 'receive', staffId, async (tx, { ret, order }) => {
        await moveReturn(tx, ret, staffId, 'received', {
          after: { order_id: order.orderId, ...(note ? { note } : {}) },
        });
        await tell(tx, order, { kind: 'received', returnNo: returnNo(ret.id) });
        return ok(null);
      });
      return finish(returnId, staffId, 'receive', done);
    },

    /** The quality team's result, passed or failed, with its note. */
    async check(returnId: number, body: { passed: boolean; note: string }, staffId: number) {
      const done = await step(returnId, 'check', staffId, async (tx, { ret, order }) => {
        await moveReturn(tx, ret, staffId, 'checked', {
          set: { qualityPassed: body.passed, qualityNote: body.note },
          after: { passed: body.passed, note: body.note },
        });
        await tell(tx, order, { kind: 'checked', returnNo: returnNo(ret.id), passed: body.passed });
        return ok(null);
      });
      return finish(returnId, staffId, 'check', done);
    },

    /** Approved: the pieces back on the shelf, a gift card's share back on the card, the order `returned`. */
    async approve(returnId: number, note: string, staffId: number) {
      const done = await step(returnId, 'approve', staffId, async (tx, { ret, order }) => {
        if (!(await setOrderStatus(tx, order.orderId, 'returned', `Return ${returnNo(ret.id)}: ${note}`, staffId)))
          return refuse('INVALID_TRANSITION', `The order is ${order.status}, so it cannot be marked returned.`);
        const back = await repo.restock(tx, order.id);
        await moveReturn(tx, ret, staffId, 'approved', {
          set: { decisionNote: note },
          before: { order_status: order.status },
          after: { order_status: 'returned', note, restocked: back.pieces, gift_card_back: back.giftCard },
        });
        await tell(tx, order, {
          kind: 'approved',
          returnNo: returnNo(ret.id),
          bankTransfer: order.paymentMode === 'payment_on_delivery',
        });
        return ok(null);
      });
      return finish(returnId, staffId, 'approve', done);
    },

    /** Rejected with a note the customer reads; the piece goes back to them, the order stays delivered. */
    async reject(returnId: number, note: string, staffId: number) {
      const done = await step(returnId, 'reject', staffId, async (tx, { ret, order }) => {
        await moveReturn(tx, ret, staffId, 'rejected', { set: { decisionNote: note }, after: { note } });
        await tell(tx, order, { kind: 'rejected', returnNo: returnNo(ret.id), note });
        return ok(null);
      });
      return finish(returnId, staffId, 'reject', done);
    },

    /**
     * The refund of an approved return: all that is left to refund on the order, through the orders
     * desk's refund (card: the provider, keyed by the Idempotency-Key; cash on delivery: paid by staff
     * with the transfer's reference). A replay of the same key answers the first refund. An order a
     * gift card paid in full got its value back on the card at approval: the step only closes it.
     */
    async refund(
      returnId: number,
      body: { reference?: string | undefined },
      idempotencyKey: string,
      staffId: number,
    ): Promise<Outcome<{ return: ReturnView; replayed: boolean }, ActReason>> {
      type Done = { replayed: boolean; refundId: number | null; amount: number };
      let decided: Outcome<Done, ActReason>;
      try {
        const orderId = await repo.orderIdOf(returnId);
        if (!orderId) return refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
        decided = await db.transaction(async (tx): Promise<Outcome<Done, ActReason>> => {
          const order = await deps.deskRepo.lock(tx, orderId);
          const ret = await repo.lock(tx, returnId);
          if (!order || !ret) return refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
          // A replay of the refund that closed this return answers it again.
          const earlier = await deps.deskRepo.refundByKey(tx, idempotencyKey);
          if (earlier && ret.state === 'refunded' && earlier.id === ret.refundId)
            return ok({ replayed: true, refundId: null, amount: earlier.amount });
          const move = returnMove(ret.state as ReturnState, 'refund', ret.qualityPassed);
          if (!move.ok)
            return refuse(
              'INVALID_TRANSITION',
              `A return that is ${RETURN_STATE_LABELS[ret.state as ReturnState].toLowerCase()} cannot be refunded.`,
            );
          let amount = 0;
          let orderRefundId: number | null = null;
          let providerRefund: number | null = null;
          if (order.paymentMode !== 'gift_card') {
            const refunded = await deps.desk.refundLocked(
              tx,
              order,
              { amount: 'rest', reason: `Return ${returnNo(ret.id)}`, reference: body.reference },
              idempotencyKey,
              staffId,
            );
            if (!refunded.ok) return refunded;
            amount = refunded.value.amount;
            orderRefundId = refunded.value.orderRefundId;
            providerRefund = refunded.value.refundId;
          }
          // The whole order came back (docs/decisions/2026-11-27-returns.md), so nothing kept earns the
          // offer's voucher: it is withdrawn with the refund, or recorded if used already.
          const voucher = await withdrawOrderVoucher(tx, order, { cause: 'order_returned', returned: 'all', staffId });
          await moveReturn(tx, ret, staffId, 'refunded', {
            set: { refundId: orderRefundId },
            after: {
              amount,
              ...(body.reference ? { reference: body.reference } : {}),
              ...(voucher ? { voucher: voucher.code, voucher_withdrawal: voucher.outcome } : {}),
            },
          });
          await tell(tx, order, { kind: 'refunded', returnNo: returnNo(ret.id), amount });
          return ok({ replayed: false, refundId: providerRefund, amount });
        });
      } catch (error) {
        decided = deps.desk.refundRaceRefusal(error);
      }
      if (!decided.ok) {
        logger.info({ returnId, staffId, reason: decided.reason }, 'return refund refused');
        return decided;
      }
      await deps.desk.afterRefund(decided.value);
      logger.info(
        { returnId, staffId, amount: decided.value.amount, replayed: decided.value.replayed },
        'return refunded',
      );
      return ok({ return: await viewOf(returnId), replayed: decided.value.replayed });
    },

    /**
     * The full bank account of an approved cash-on-delivery return, for the staff member paying it;
     * each look is audited.
     */
    async bankDetails(
      returnId: number,
      staffId: number,
    ): Promise<Outcome<{ bank: { holder: string; account: string; ifsc: string } }, ReturnDeskReason>> {
      return db.transaction(async (tx) => {
        const ret = await repo.lock(tx, returnId);
        if (!ret) return refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
        if (ret.state !== 'approved' || !ret.bankAccountSealed || !ret.bankHolder || !ret.bankIfsc)
          return refusalOf(RETURN_DESK_REASONS, 'BANK_DETAILS_NOT_HELD');
        await recordAudit(tx, {
          staffId,
          action: 'return.bank_details_viewed',
          entity: 'return',
          entityId: ret.id,
          after: { account: maskAccount(ret.bankAccountLast4 ?? '') },
        });
        return ok({
          bank: { holder: ret.bankHolder, account: deps.secrets.open(ret.bankAccountSealed), ifsc: ret.bankIfsc },
        });
      });
    },

    /** One of a return's photos, for staff. */
    async photo(
      returnId: number,
      n: number,
    ): Promise<Outcome<{ bytes: Uint8Array; filename: string }, 'RETURN_NOT_FOUND' | 'PHOTO_NOT_FOUND'>> {
      const row = await repo.one(returnId);
      if (!row) return refusalOf(RETURN_DESK_REASONS, 'RETURN_NOT_FOUND');
      const file = row.ret.photos[n - 1];
      if (!file) return refusalOf(RETURN_DESK_REASONS, 'PHOTO_NOT_FOUND');
      return ok({ bytes: await readFile(deps.photos.absolute(file)), filename: `${returnNo(returnId)}-${n}.jpg` });
    },
  };

  async function finish(
    returnId: number,
    staffId: number,
    act: ReturnAct,
    done: Outcome<null, ActReason>,
  ): Promise<Outcome<{ return: ReturnView }, ActReason>> {
    if (!done.ok) {
      logger.info({ returnId, staffId, act, reason: done.reason }, 'return step refused');
      return done;
    }
    deps.kickOutbox();
    logger.info({ returnId, staffId, act }, 'return step made');
    return ok({ return: await viewOf(returnId) });
  }
}
export type OrderReturnsService = ReturnType<typeof createOrderReturnsService>;

export interface ShopperOrderFacts {
  orderId: string;
  status: OrderStatus;
  paymentMode: OrderPaymentMode;
  customised: boolean;
}

/** What each order's card says about returning it (My orders, tracking): may it be asked for, until when, and the latest return. */
export async function shopperReturnViews(
  repo: Pick<OrderReturnsRepo, 'latestOf' | 'deliveredAt'>,
  orders: readonly ShopperOrderFacts[],
  at: Date,
): Promise<Map<string, ShopperReturn>> {
  const ids = orders.map((o) => o.orderId);
  const [latest, delivered] = await Promise.all([repo.latestOf(ids), repo.deliveredAt(ids)]);
  return new Map(
    orders.map((o) => {
      const last = latest.get(o.orderId);
      const deliveredAt = delivered.get(o.orderId) ?? null;
      const live = last !== undefined && last.state !== 'rejected';
      const verdict = mayRequestReturn(
        { status: o.status, deliveredAt, customised: o.customised, liveReturn: live },
        at,
      );
      const state = last && isReturnState(last.state) ? last.state : null;
      return [
        o.orderId,
        {
          can_request: verdict.ok,
          last_day: deliveredAt ? lastReturnDay(deliveredAt) : null,
          refusal:
            !verdict.ok && o.status === 'delivered' && verdict.reason !== 'RETURN_ALREADY_REQUESTED'
              ? verdict.text
              : null,
          needs_bank_details: needsBankDetails(o.paymentMode),
          request:
            last && state
              ? {
                  return_no: returnNo(last.id),
                  state,
                  state_label: RETURN_STATE_LABELS[state],
                  requested_at: last.requestedAt.toISOString(),
                }
              : null,
        },
      ];
    }),
  );
}

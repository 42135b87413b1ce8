// An offer's voucher follows the order that earned it (docs/decisions/2026-11-27-voucher-withdrawal.md):
// when that order is cancelled, or its return refunded so that what is kept earns no voucher
// (domain/coupons/voucher-withdrawal.ts), the voucher is withdrawn in the same transaction, under the
// voucher's coupon row lock (after the order's, the lock order of every path): an unused one is
// stopped for good and its customer told by mail and SMS through the outbox; one used on another order
// already is recorded as such and that order stands. The row moves once (withdrawn_at is set once), so
// a second cancel or refund path does nothing. Where staff acted, the withdrawal is audited.
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/runner.ts';
import type { WithdrawalCause, WithdrawalOutcome } from '../../domain/coupons/offer-kinds.ts';
import {
  voucherStandsAfterReturn,
  withdrawalLabel,
  withdrawalOutcome,
  withdrawalPast,
} from '../../domain/coupons/voucher-withdrawal.ts';
import { voucherWithdrawnMail, voucherWithdrawnSms } from '../../domain/notifications/templates/voucher-mails.ts';
import { recordAudit } from '../audit/audit.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { couponUseQueries } from './coupon-uses.repo.ts';
import { couponQueries } from './coupons.repo.ts';

/** The order whose voucher may go, as the cancelling or refunding transaction holds it (row locked). */
export interface VoucherSourceOrder {
  id: number;
  orderId: string;
  firstName: string;
  email: string;
  phone: string;
}

export interface VoucherWithdrawal {
  code: string;
  outcome: WithdrawalOutcome;
  label: string;
}

export async function withdrawOrderVoucher(
  tx: Tx,
  order: VoucherSourceOrder,
  how: {
    cause: WithdrawalCause;
    /** For a return: the lines (by position) that came back; 'all' for the whole order. */
    returned?: ReadonlySet<number> | 'all';
    /** The staff member who cancelled or refunded, for the audit; none when the customer cancelled. */
    staffId?: number;
  },
): Promise<VoucherWithdrawal | null> {
  const q = couponQueries(tx);
  const code = await q.voucherOfOrder(order.id);
  if (code === undefined) return null;
  const voucher = await couponUseQueries(tx).find(code, true);
  if (!voucher) return null;
  const outcome = withdrawalOutcome(voucher);
  if (outcome === null) return null;
  if (how.cause === 'order_returned' && how.returned !== undefined && how.returned !== 'all') {
    const purchase = {
      lines: await q.purchaseLines(order.id),
      firstPurchase: !(await q.boughtEarlier(order.id, order.email)),
    };
    if (voucherStandsAfterReturn(purchase, how.returned)) return null;
  }
  const moved = await rows<{ code: string }>(
    tx,
    sql`UPDATE coupons SET active = false, withdrawn_at = now(), withdrawal_cause = ${how.cause}, withdrawal_outcome = ${outcome}
         WHERE code = ${code} AND withdrawn_at IS NULL RETURNING code`,
  );
  if (moved.length === 0) return null;
  if (outcome === 'withdrawn') {
    const message = {
      firstName: order.firstName,
      code,
      amount: voucher.value,
      orderId: order.orderId,
      past: withdrawalPast(how.cause),
    };
    await enqueueNotice(tx, {
      mail: { to: order.email, ...voucherWithdrawnMail(message) },
      sms: { to: order.phone, text: voucherWithdrawnSms(message) },
    });
  }
  const label = withdrawalLabel(how.cause, outcome);
  if (how.staffId !== undefined)
    await recordAudit(tx, {
      staffId: how.staffId,
      action: 'voucher.withdrawn',
      entity: 'coupon',
      entityId: code,
      before: { active: voucher.active, used: voucher.usedCount },
      after: { active: false, withdrawal: outcome, cause: how.cause, order_id: order.orderId, label },
    });
  return { code, outcome, label };
}

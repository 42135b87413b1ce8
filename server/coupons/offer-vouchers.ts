// The offers' vouchers (domain/coupons/offer-vouchers.ts): when an order is placed, in the placing
// transaction, the purchase is judged and the voucher it earns, if any, is written as a single-use
// coupon for that customer, with its mail and text in the outbox. The coupon's unique
// source_order_ref makes it once per order (one voucher per invoice) whichever path placed it.
import { randomBytes } from 'node:crypto';
import { customerKey } from '../../domain/checkout/customer-key.ts';
import {
  offerVoucherFor,
  VOUCHER_MIN_SUBTOTAL,
  voucherCode,
  voucherEndsAt,
  voucherWording,
} from '../../domain/coupons/offer-vouchers.ts';
import { voucherMail, voucherSms } from '../../domain/notifications/templates/voucher-mails.ts';
import type { Tx } from '../../db/runner.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { couponQueries } from './coupons.repo.ts';

export interface PlacedOrder {
  id: number;
  orderId: string;
  userId: number | null;
  firstName: string;
  email: string;
  phone: string;
}

export function createVoucherIssuer(deps: { publicUrl: string; now?: () => Date; random?: (n: number) => Uint8Array }) {
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? ((n: number) => randomBytes(n));

  return {
    /** The voucher this just-placed order earns, written and sent in `tx`; its code, or null. */
    async issueFor(tx: Tx, order: PlacedOrder): Promise<string | null> {
      const q = couponQueries(tx);
      if ((await q.voucherOfOrder(order.id)) !== undefined) return null;
      const memberId = order.userId ?? (await q.memberIdByEmail(order.email));
      const earned = offerVoucherFor({
        lines: await q.purchaseLines(order.id),
        firstPurchase: !(await q.boughtBefore(order.id, { memberId, email: order.email })),
      });
      const key = customerKey(memberId, order.email);
      if (earned === null || key === null) return null;
      const issuedAt = now();
      const endsAt = voucherEndsAt(issuedAt);
      let code: string | null = null;
      // A code already taken (1 in 32^9) is drawn again; the order's own voucher is never written twice.
      for (let tries = 0; tries < 3 && code === null; tries++) {
        const candidate = voucherCode(random(9));
        const written = await q.insert({
          code: candidate,
          ...voucherWording(earned, order.orderId),
          kind: 'FLAT',
          value: earned.amount,
          maxDiscount: null,
          minSubtotal: VOUCHER_MIN_SUBTOTAL,
          startsAt: issuedAt,
          endsAt,
          totalLimit: 1,
          perCustomerLimit: 1,
          listed: false,
          categories: [],
          customerKey: key,
          offer: earned.offer,
          sourceOrderRef: order.id,
        });
        if (written) code = candidate;
        else if ((await q.voucherOfOrder(order.id)) !== undefined) return null;
      }
      if (code === null) throw new Error(`no free voucher code for order ${order.orderId}`);
      const message = {
        firstName: order.firstName,
        code,
        amount: earned.amount,
        minSubtotal: VOUCHER_MIN_SUBTOTAL,
        endsAt,
        orderId: order.orderId,
        shopUrl: deps.publicUrl,
        termsUrl: `${deps.publicUrl}/gift-voucher-and-conditions`,
      };
      // The SMS carries the code in its words only: `code` on an SMS is read as the phone's newest
      // one-time code (the dev outbox, the tests' latestCode), which a voucher is not.
      await enqueueNotice(tx, {
        mail: { to: order.email, ...voucherMail(message), code },
        sms: { to: order.phone, text: voucherSms(message) },
      });
      return code;
    },
  };
}
export type VoucherIssuer = ReturnType<typeof createVoucherIssuer>;

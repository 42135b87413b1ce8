// Buying a gift card (docs/spec.md#first-5, #first-7; docs/api.md): the designs on offer; lock checks
// the purchase and opens a card payment for it at the provider (outside any transaction); the card is
// issued when the payment is confirmed, by the shopper's signed reply (confirmPurchase) or the
// provider's webhook (confirmPaid), whichever comes first — once: the purchase row is locked and moves
// pending → issued by one conditional update. The new card's code goes only to the recipient (SMS and
// mail through the outbox, in the same transaction: card-issue.ts). Each payment is settled in the one
// shape of every card payment (server/payments/card-payment-settlement.ts); one of the wrong amount,
// or a second one for a card already issued, is refunded in full. A purchase paid after it lapsed is
// still issued.
import { randomUUID } from 'node:crypto';
import { ok, refusalOf, type Outcome, type Refusal, type RefusalExtra } from '../../domain/api/outcome.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';
import { maskMobile } from '../../domain/accounts/phone.ts';
import type { RazorpayReply } from '../../domain/checkout/api-schemas.ts';
import type {
  PurchaseConfirmAnswer,
  PurchaseConfirmBody,
  PurchaseLockAnswer,
  PurchaseLockBody,
  TemplatesAnswer,
} from '../../domain/giftcards/api-schemas.ts';
import { maskCardCode } from '../../domain/giftcards/card-code.ts';
import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_SUGGESTED_AMOUNTS,
} from '../../domain/giftcards/limits.ts';
import { GIFT_PURCHASE_REASONS, type GiftPurchaseReason } from '../../domain/giftcards/messages.ts';
import { checkPurchase } from '../../domain/giftcards/purchase-rules.ts';
import { toPaise } from '../../domain/money/inr.ts';
import { giftCardReceiptMail } from '../../domain/notifications/templates/giftcard-mails.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import type { PaidNotice, PaidResult, PaymentClaim } from '../payments/card-payment-settlement.ts';
import { ProviderUnavailableError } from '../payments/card-provider.ts';
import { cardWindowData } from '../payments/card-window-data.ts';
import { verifyPaymentReply } from '../payments/signatures.ts';
import type { IssueAndSend } from './card-issue.ts';
import type { GiftCardDeps } from './giftcards.service.ts';
import type { CardRow, GiftCardQueries, GiftTx, PurchaseRow } from './giftcards.repo.ts';

const purchaseRefusal = (reason: GiftPurchaseReason, extra: RefusalExtra = {}): Refusal<GiftPurchaseReason> =>
  refusalOf(GIFT_PURCHASE_REASONS, reason, extra);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createGiftPurchase(deps: GiftCardDeps & { issueAndSend: IssueAndSend }) {
  const { repo, provider, logger, settlement } = deps;

  /** The card of a paid purchase, sent to its recipient, and the receipt to the buyer; in the caller's transaction. */
  async function issue(q: GiftCardQueries, tx: GiftTx, purchase: PurchaseRow, paymentId: string): Promise<CardRow> {
    const card = await deps.issueAndSend(
      q,
      tx,
      {
        cardType: 'purchased',
        amount: purchase.amount,
        recipient: { name: purchase.recipientName, mobile: purchase.recipientMobile, email: purchase.recipientEmail },
        senderName: purchase.senderName,
        message: purchase.message,
        templateId: purchase.templateId,
      },
      `bought: purchase ${purchase.id}, payment ${paymentId}`,
    );
    if (!(await q.markIssued(purchase.id, card.id, paymentId)))
      throw new Error(`purchase ${purchase.id} was issued already`);
    const receipt = giftCardReceiptMail({
      senderName: purchase.senderName,
      recipientName: purchase.recipientName,
      amount: card.amount,
      last4: card.last4,
      expiresAt: card.expiresAt,
      purchaseId: purchase.id,
    });
    await enqueueNotice(tx, { mail: { to: purchase.senderEmail, ...receipt } });
    return card;
  }

  const issuedAnswer = (purchase: PurchaseRow, card: CardRow): PurchaseConfirmAnswer => ({
    success: true,
    purchase_id: purchase.id,
    status: 'issued',
    card: {
      card_number: maskCardCode(card.last4),
      amount: card.amount,
      expiry: card.expiresAt.toISOString(),
      recipient_name: card.recipientName,
      sent_to: maskMobile(card.recipientMobile),
    },
  });

  /**
   * This (locked) purchase as a card payment is judged against: taking the payment issues the card;
   * one of another amount, or one after the card was issued by another payment, is refunded in full.
   */
  const claimOf = (q: GiftCardQueries, tx: GiftTx, purchase: PurchaseRow): PaymentClaim => ({
    paidFor: { providerOrderId: purchase.providerOrderId, giftCardPurchaseId: purchase.id },
    target: {
      kind: 'gift_card_purchase',
      status: purchase.status,
      duePaise: toPaise(purchase.amount),
      paidBy: purchase.providerPaymentId,
    },
    payer: {
      firstName: purchase.senderName,
      email: purchase.senderEmail,
      phone: purchase.senderMobile,
      reference: purchase.id,
      kind: 'gift_card_purchase',
    },
    take: async (paymentId) => {
      await issue(q, tx, purchase, paymentId);
    },
  });

  /** The provider says a provider order was paid (webhook or the job): its purchase's card is issued, once. */
  function confirmPaid(notice: PaidNotice): Promise<PaidResult> {
    return settlement.settleNotice(notice, repo, async (q, tx) => {
      const purchase = await q.lockPurchaseByProviderOrder(notice.providerOrderId);
      return purchase && claimOf(q, tx, purchase);
    });
  }

  return {
    confirmPaid,

    async templates(): Promise<TemplatesAnswer> {
      const rows = await repo.templates();
      return {
        success: true,
        result: rows.map((t) => ({
          id: t.id,
          title: t.title,
          occasion: t.occasion,
          description: t.description,
          image: t.picture,
        })),
        amounts: { min: GIFT_CARD_MIN_AMOUNT, max: GIFT_CARD_MAX_AMOUNT, suggested: [...GIFT_CARD_SUGGESTED_AMOUNTS] },
      };
    },

    /** giftcards/purchase/lock: a checked purchase with its payment order at the provider. */
    async lockPurchase(body: PurchaseLockBody, ip: string): Promise<Outcome<PurchaseLockAnswer, GiftPurchaseReason>> {
      const checked = checkPurchase(body);
      if (!checked.ok) return purchaseRefusal(checked.reason, { fields: checked.fields });
      const p = checked.value;
      if (!(await repo.template(p.templateId)))
        return purchaseRefusal('NO_CARD_FOUND', { fields: { template_id: 'No such gift card design.' } });
      // Each purchase opens a payment order at the provider: an IP may start only so many an hour.
      const gate = await deps.rates.admit(
        [{ scope: 'gift-purchase-ip', key: ipRateKey(ip) }],
        3_600,
        ([fromIp]) => fromIp!,
        (w) => w.count < deps.purchasesPerIpPerHour,
      );
      if (gate.eventIds.length === 0) {
        const retry = gate.decision.oldestAt
          ? Math.max(1, 3_600 - Math.floor((Date.now() - gate.decision.oldestAt.getTime()) / 1000))
          : 3_600;
        return purchaseRefusal('TOO_MANY_PURCHASES', { retryAfterSeconds: retry });
      }
      const id = randomUUID();
      let providerOrderId: string;
      try {
        // Razorpay's receipt is at most 40 characters: the purchase id without its dashes.
        const created = await provider.createOrder({
          amountPaise: toPaise(p.amount),
          receipt: `gift_${id.replace(/-/g, '')}`,
          notes: { purchase_id: id, kind: 'gift_card' },
        });
        providerOrderId = created.id;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        logger.warn({ err: error }, 'card provider unavailable: gift card purchase not started');
        return purchaseRefusal('PROVIDER_UNAVAILABLE');
      }
      await repo.insertPurchase({
        id,
        templateId: p.templateId,
        amount: p.amount,
        senderName: p.sender.name,
        senderEmail: p.sender.email,
        senderMobile: p.sender.mobile,
        recipientName: p.recipient.name,
        recipientEmail: p.recipient.email,
        recipientMobile: p.recipient.mobile,
        message: p.message,
        providerOrderId,
      });
      logger.info({ purchaseId: id, amount: p.amount }, 'gift card purchase started');
      return ok({
        success: true,
        purchase_id: id,
        payment_data: cardWindowData(provider, {
          providerOrderId,
          amountPaise: toPaise(p.amount),
          storeName: deps.storeName,
          description: `Gift card for ${p.recipient.name}`,
          prefill: { name: p.sender.name, email: p.sender.email, mobile: p.sender.mobile },
        }),
      });
    },

    /**
     * giftcards/purchase/confirm: the provider's signed reply for this purchase's order. A signed reply
     * is the provider's word that it was paid, so even a purchase the job marked lapsed is issued.
     */
    async confirmPurchase(body: PurchaseConfirmBody): Promise<Outcome<PurchaseConfirmAnswer, GiftPurchaseReason>> {
      const { answer: outcome } = await settlement.settle((judge) =>
        repo.inTransaction(async (q, tx): Promise<Outcome<PurchaseConfirmAnswer, GiftPurchaseReason>> => {
          const purchase = UUID.test(body.purchase_id) ? await q.lockPurchase(body.purchase_id) : undefined;
          if (!purchase) return purchaseRefusal('NO_CARD_FOUND');
          const reply = body.confirmation as RazorpayReply;
          if (reply.razorpay_order_id !== purchase.providerOrderId || !verifyPaymentReply(reply, deps.keySecret))
            return purchaseRefusal('PURCHASE_FAILED');
          const payment = {
            id: reply.razorpay_payment_id,
            status: 'captured',
            amountPaise: toPaise(purchase.amount),
          } as const;
          await judge(tx, payment, claimOf(q, tx, purchase));
          const now = (await q.lockPurchase(purchase.id))!;
          return ok(issuedAnswer(now, (await q.card(now.cardId!))!));
        }),
      );
      if (outcome.ok) {
        logger.info({ purchaseId: body.purchase_id }, 'gift card purchase confirmed');
      } else {
        logger.info(
          { purchaseId: body.purchase_id, reason: outcome.reason },
          'gift card purchase confirmation refused',
        );
      }
      return outcome;
    },
  };
}

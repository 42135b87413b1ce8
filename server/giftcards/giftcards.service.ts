// Gift cards outside the checkout (docs/spec.md#first-5, #first-7, #first-8; docs/api.md; the issue):
// - templates: the designs /gifts offers, with the amount's range.
// - purchase: lock checks the purchase and opens a card payment for it at the provider (outside any
//   transaction); the card is issued when the payment is confirmed, by the shopper's signed reply
//   (confirmPurchase) or the provider's webhook (confirmPaid), whichever comes first — once: the
//   purchase row is locked and moves pending → issued by one conditional update. The new card's code
//   goes only to the recipient (SMS and mail through the outbox, in the same transaction). Each
//   payment is recorded (server/payments/refunds.service.ts); one of the wrong amount, or a second one
//   for a card already issued, is refunded in full. A purchase paid after it lapsed is still issued.
// - balance: a code to the card's mobile, traded for a 10-minute access token that reads that card.
//   A wrong card number and a wrong mobile answer alike (NO_CARD_FOUND) and both count as failures.
import { recordAudit } from '../audit/audit.ts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ok, refusalOf, type Outcome, type Refusal, type RefusalExtra } from '../../domain/api/outcome.ts';
import { normalizeMobile } from '../../domain/accounts/phone.ts';
import type { RazorpayReply } from '../../domain/checkout/api-schemas.ts';
import type {
  AccessGenerateAnswer,
  AccessGenerateBody,
  BalanceAnswer,
  BalanceBody,
  PurchaseConfirmAnswer,
  PurchaseConfirmBody,
  PurchaseLockAnswer,
  PurchaseLockBody,
  TemplatesAnswer,
} from '../../domain/giftcards/api-schemas.ts';
import { maskCardCode, normalizeCardCode } from '../../domain/giftcards/card-code.ts';
import { cardStatus } from '../../domain/giftcards/ledger.ts';
import {
  GIFT_ACCESS_TOKEN_SECONDS,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_SUGGESTED_AMOUNTS,
  GIFT_CARD_VALID_MONTHS,
} from '../../domain/giftcards/limits.ts';
import {
  GIFT_ACCESS_REASONS,
  GIFT_PURCHASE_REASONS,
  type GiftAccessReason,
  type GiftPurchaseReason,
} from '../../domain/giftcards/messages.ts';
import { checkPurchase } from '../../domain/giftcards/purchase-rules.ts';
import type { PromotionRow } from '../../domain/giftcards/promotion-rows.ts';
import { toPaise } from '../../domain/money/inr.ts';
import { giftCardMail, giftCardReceiptMail, giftCardSms } from '../../domain/notifications/templates/giftcard-mails.ts';
import { maskMobile } from '../../domain/accounts/phone.ts';
import type { createRateEventsRepo } from '../common/rate-events.repo.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { enqueueMessage } from '../notifications/outbox.repo.ts';
import { ProviderUnavailableError, type CardProvider } from '../payments/card-provider.ts';
import { cardWindowData } from '../payments/card-window-data.ts';
import { verifyPaymentReply } from '../payments/signatures.ts';
import type { Refunds } from '../payments/refunds.service.ts';
import type { PaymentStatus } from '../../domain/payments/payment-disposition.ts';
import { checkCardCode, lookupWait, recordLookupFailure, sendCardCode } from './card-codes.ts';
import { hashCardCode, newCardCode } from './card-secret.ts';
import type { CardRow, GiftCardQueries, GiftCardRepo, GiftTx, NewCard, PurchaseRow } from './giftcards.repo.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

const purchaseRefusal = (reason: GiftPurchaseReason, extra: RefusalExtra = {}): Refusal<GiftPurchaseReason> =>
  refusalOf(GIFT_PURCHASE_REASONS, reason, extra);
const accessRefusal = (reason: GiftAccessReason, retryAfterSeconds?: number): Refusal<GiftAccessReason> =>
  refusalOf(GIFT_ACCESS_REASONS, reason, { retryAfterSeconds });

export interface GiftCardDeps {
  repo: GiftCardRepo;
  rates: Pick<ReturnType<typeof createRateEventsRepo>, 'admit'>;
  provider: CardProvider;
  keySecret: string;
  /** Card payments recorded, and refunded when they cannot be taken. */
  refunds: Pick<Refunds, 'judge' | 'settle'>;
  /** Codes one mobile may be sent in an hour (OTP_RATE_PER_HOUR). */
  codesPerNumberPerHour: number;
  /** Purchases one IP may start in an hour (GIFT_PURCHASE_RATE_PER_HOUR). */
  purchasesPerIpPerHour: number;
  kickOutbox(): void;
  publicUrl: string;
  storeName: string;
  logger: Logger;
}

export type PaidResult = 'issued' | 'already' | 'unknown' | 'refunded' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createGiftCardService(deps: GiftCardDeps) {
  const { repo, provider, logger } = deps;

  /** The card of a paid purchase, its code sent to the recipient and the receipt to the buyer; in the caller's transaction. */
  /**
   * A new card with a fresh code, and the code sent to its recipient by SMS (and mail when there is an
   * address): the only place the code is ever written. In the caller's transaction.
   */
  async function issueAndSend(
    q: GiftCardQueries,
    tx: GiftTx,
    card: Omit<NewCard, 'codeHash' | 'last4' | 'validMonths'>,
    note: string,
  ): Promise<CardRow> {
    const code = newCardCode();
    const issued = await q.issueCard(
      { ...card, codeHash: hashCardCode(code), last4: code.slice(-4), validMonths: GIFT_CARD_VALID_MONTHS },
      note,
    );
    const sms = giftCardSms({ senderName: card.senderName, code, amount: issued.amount, expiresAt: issued.expiresAt });
    await enqueueMessage(tx, { channel: 'sms', to: card.recipient.mobile, text: sms, code });
    if (card.recipient.email) {
      const mail = giftCardMail({
        recipientName: card.recipient.name,
        senderName: card.senderName,
        message: card.message,
        code,
        amount: issued.amount,
        expiresAt: issued.expiresAt,
        shopUrl: deps.publicUrl,
        giftsUrl: `${deps.publicUrl}/gifts`,
      });
      await enqueueMessage(tx, {
        channel: 'email',
        to: card.recipient.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        code,
      });
    }
    return issued;
  }

  /** The card of a paid purchase, sent to its recipient, and the receipt to the buyer; in the caller's transaction. */
  async function issue(q: GiftCardQueries, tx: GiftTx, purchase: PurchaseRow, paymentId: string): Promise<CardRow> {
    const card = await issueAndSend(
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
    await enqueueMessage(tx, {
      channel: 'email',
      to: purchase.senderEmail,
      subject: receipt.subject,
      text: receipt.text,
      html: receipt.html,
    });
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
   * A payment for this (locked) purchase: recorded, then taken (the card issued), or refunded in full
   * when it cannot be (another amount, or the card was issued by another payment). In the caller's
   * transaction; a refund to settle with the provider afterwards is answered.
   */
  async function settlePayment(
    q: GiftCardQueries,
    tx: GiftTx,
    purchase: PurchaseRow,
    payment: { id: string; status: PaymentStatus; amountPaise: number },
  ): Promise<{ result: PaidResult; refundId: number | null }> {
    const judged = await deps.refunds.judge(tx, {
      payment,
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
      take: async () => {
        await issue(q, tx, purchase, payment.id);
      },
    });
    return { result: judged.outcome === 'taken' ? 'issued' : judged.outcome, refundId: judged.refundId };
  }

  /** After the deciding transaction: the messages go, and a decided refund goes to the provider. */
  async function afterSettled(settled: { result: PaidResult; refundId: number | null }): Promise<void> {
    if (settled.result === 'issued' || settled.refundId !== null) deps.kickOutbox();
    if (settled.refundId !== null) await deps.refunds.settle(settled.refundId);
  }

  /** The provider says a provider order was paid (webhook or the job): its purchase's card is issued, once. */
  async function confirmPaid(notice: {
    providerOrderId: string;
    paymentId: string;
    amountPaise: number;
    status?: PaymentStatus;
  }): Promise<PaidResult> {
    const settled = await repo.inTransaction(async (q, tx) => {
      const purchase = await q.lockPurchaseByProviderOrder(notice.providerOrderId);
      if (!purchase) return { result: 'unknown' as const, refundId: null };
      return settlePayment(q, tx, purchase, {
        id: notice.paymentId,
        status: notice.status ?? 'captured',
        amountPaise: notice.amountPaise,
      });
    });
    await afterSettled(settled);
    if (settled.result !== 'unknown')
      logger.info({ providerOrderId: notice.providerOrderId, result: settled.result }, 'gift card payment notice');
    return settled.result;
  }

  /** Finds the card a typed code names, with the guessing guard; null answers for "no such card" and "not this mobile" alike. */
  async function lookUp(
    q: GiftCardQueries,
    tx: GiftTx,
    cardNumber: string,
    mobile: string,
    ip: string,
  ): Promise<CardRow | Refusal<GiftAccessReason>> {
    const wait = await lookupWait(tx, { ip, mobile });
    if (wait !== null) return accessRefusal('MAX_RETRIES', wait);
    const code = normalizeCardCode(cardNumber);
    const card = code === null ? undefined : await q.lockCardByHash(hashCardCode(code));
    if (!card || card.recipientMobile !== mobile || card.status === 'void') {
      await recordLookupFailure(tx, { ip, mobile });
      return accessRefusal('NO_CARD_FOUND');
    }
    return card;
  }

  return {
    confirmPaid,

    /**
     * Promotion cards in bulk (scripts/giftcards/issue-promotions.ts): all in one transaction, each
     * with its code sent to its recipient, so a file is issued whole or not at all.
     */
    async issuePromotions(
      rows: readonly PromotionRow[],
      note: string,
      /** The member issuing them from the back office; null for the command run on the server. */
      staffId: number | null = null,
    ): Promise<IssuedPromotion[]> {
      const issued = await repo.inTransaction(async (q, tx) => {
        const out: IssuedPromotion[] = [];
        for (const row of rows) {
          const card = await issueAndSend(
            q,
            tx,
            {
              cardType: 'promotion',
              amount: row.amount,
              recipient: { name: row.name, mobile: row.mobile, email: row.email },
              senderName: deps.storeName,
              message: null,
              templateId: null,
            },
            note,
          );
          out.push({ id: card.id, last4: card.last4, mobile: row.mobile, amount: card.amount });
          await recordAudit(tx, {
            staffId,
            action: 'gift_card.issued',
            entity: 'gift_card',
            entityId: card.id,
            after: { amount: card.amount, recipient_mobile: row.mobile, recipient_email: row.email, note },
          });
        }
        return out;
      });
      deps.kickOutbox();
      logger.info(
        { cards: issued.length, rupees: issued.reduce((sum, c) => sum + c.amount, 0) },
        'promotion gift cards issued',
      );
      return issued;
    },

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
      let settled: { result: PaidResult; refundId: number | null } = { result: 'ignored', refundId: null };
      const outcome = await repo.inTransaction(
        async (q, tx): Promise<Outcome<PurchaseConfirmAnswer, GiftPurchaseReason>> => {
          const purchase = UUID.test(body.purchase_id) ? await q.lockPurchase(body.purchase_id) : undefined;
          if (!purchase) return purchaseRefusal('NO_CARD_FOUND');
          const reply = body.confirmation as RazorpayReply;
          if (reply.razorpay_order_id !== purchase.providerOrderId || !verifyPaymentReply(reply, deps.keySecret))
            return purchaseRefusal('PURCHASE_FAILED');
          settled = await settlePayment(q, tx, purchase, {
            id: reply.razorpay_payment_id,
            status: 'captured',
            amountPaise: toPaise(purchase.amount),
          });
          const now = (await q.lockPurchase(purchase.id))!;
          return ok(issuedAnswer(now, (await q.card(now.cardId!))!));
        },
      );
      await afterSettled(settled);
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

    /** giftcards/access/generate: a code to the card's mobile; then, with the code and its token, an access token. */
    async generateAccess(
      body: AccessGenerateBody,
      ip: string,
    ): Promise<Outcome<AccessGenerateAnswer, GiftAccessReason>> {
      const mobile = normalizeMobile(body.mobile_number ?? '');
      const cardNumber = body.card_number ?? '';
      if (mobile === null || normalizeCardCode(cardNumber) === null) return accessRefusal('VALIDATION_FAILED');
      const secondStep = body.otp != null || body.token != null;
      const outcome = await repo.inTransaction(
        async (q, tx): Promise<Outcome<AccessGenerateAnswer, GiftAccessReason>> => {
          const card = await lookUp(q, tx, cardNumber, mobile, ip);
          if ('ok' in card) return card;
          // The card's holder (its code and mobile match) is told why, before a code is sent.
          if (card.blocked) return accessRefusal('CARD_BLOCKED');
          const subject = `card:${card.id}`;
          if (!secondStep) {
            const sent = await sendCardCode(tx, {
              purpose: 'gift-access',
              mobile,
              last4: card.last4,
              subject,
              perNumberPerHour: deps.codesPerNumberPerHour,
            });
            if (!sent.ok) return accessRefusal('WAIT_TIMEOUT', sent.retryAfterSeconds);
            return ok({
              success: true,
              reason: 'OTP_SENT',
              token: sent.token,
              timer_rate: sent.timerRate,
              server_resend_rate: sent.resendRate,
            });
          }
          const check = await checkCardCode(tx, { purpose: 'gift-access', token: body.token, code: body.otp, subject });
          if (check === 'NO_TOKEN' || check === 'NOT_THIS') return accessRefusal('NO_OTP_TOKEN');
          if (check === 'SPENT') return accessRefusal('TOKEN_CANCELED');
          if (check === 'EXPIRED') return accessRefusal('OTP_EXPIRED');
          if (check === 'MISMATCH') return accessRefusal('OTP_MISSMATCH');
          const accessToken = newSecretToken();
          await q.insertAccessToken(hashSecretToken(accessToken), card.id, GIFT_ACCESS_TOKEN_SECONDS);
          return ok({ success: true, access: { access_token: accessToken, expires_in: GIFT_ACCESS_TOKEN_SECONDS } });
        },
      );
      if (outcome.ok && !secondStep) deps.kickOutbox();
      logger.info(
        { step: secondStep ? 'code' : 'send', reason: outcome.ok ? 'OK' : outcome.reason },
        'gift card balance access',
      );
      return outcome;
    },

    /** giftcards/balance: the card an access token opens, masked, with its balance and what unpaid orders hold. */
    async balance(body: BalanceBody): Promise<Outcome<BalanceAnswer, GiftAccessReason>> {
      const code = normalizeCardCode(body.card_number ?? '');
      if (code === null || !isSecretTokenShaped(body.access_token)) return accessRefusal('BALANCE_CHECK_FAILED');
      const cardId = await repo.cardOfAccessToken(hashSecretToken(body.access_token));
      const card = cardId === undefined ? undefined : await repo.card(cardId);
      if (!card || hashCardCode(code) !== (await repo.codeHashOf(card.id)))
        return accessRefusal('BALANCE_CHECK_FAILED');
      if (card.blocked) return accessRefusal('CARD_BLOCKED');
      const held = await repo.heldOf(card.id);
      return ok({
        success: true,
        card: {
          card_number: maskCardCode(card.last4),
          balance: card.balance,
          amount: card.amount,
          expiry: card.expiresAt.toISOString(),
          status: cardStatus(
            { status: card.status, balance: card.balance, expiresAt: card.expiresAt, held, blocked: card.blocked },
            new Date(),
          ),
          held,
        },
      });
    },
  };
}
export type GiftCardService = ReturnType<typeof createGiftCardService>;

export interface IssuedPromotion {
  id: number;
  last4: string;
  mobile: string;
  amount: number;
}

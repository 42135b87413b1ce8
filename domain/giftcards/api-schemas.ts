// Bodies and answers of the gift card calls (docs/spec.md#first-7, docs/api.md#calls-the-specs-leave-open) and
// of the checkout's three gift card calls (docs/spec.md#second-7). Bodies only bound what is sent; the rules
// with the spec's texts are purchase-rules.ts and the services.
import { z } from 'zod';
import { freeText } from '../text/text-schemas.ts';
import { cartSessionSchema } from '../cart/api-schemas.ts';
import { cardPaymentDataSchema, draftAnswerSchema } from '../checkout/api-schemas.ts';

const text = (max: number) => z.string().max(max).nullish();
/** A person's words (a name, the card's message): cleaned as free text (domain/text/free-text.ts). */
const words = (max: number, multiline = false) => freeText({ multiline }).max(max).nullish();
const partySchema = z.strictObject({ name: words(120), email: text(254), mobile: text(20) });

export const templateSchema = z.object({
  id: z.string(),
  title: z.string(),
  occasion: z.string(),
  description: z.string(),
  /** The design's picture (an SVG under the site). */
  image: z.string(),
});
export type GiftCardTemplate = z.infer<typeof templateSchema>;

export const templatesAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(templateSchema),
  /** The amount's range and the one-tap choices, in whole rupees. */
  amounts: z.object({ min: z.number().int(), max: z.number().int(), suggested: z.array(z.number().int()) }),
});
export type TemplatesAnswer = z.infer<typeof templatesAnswerSchema>;

export const purchaseLockBodySchema = z.strictObject({
  template_id: text(60),
  /** Whole rupees, 1000 to 500000 (AMOUNT_RANGE_ERROR otherwise). */
  amount: z.union([z.number(), z.string().max(20)]).nullish(),
  sender: partySchema.nullish(),
  recipient: partySchema.nullish(),
  message: words(1_000, true),
});
export type PurchaseLockBody = z.infer<typeof purchaseLockBodySchema>;

export const purchaseLockAnswerSchema = z.object({
  success: z.literal(true),
  purchase_id: z.string(),
  /** The card provider's window, as the checkout's (amount in paise). */
  payment_data: cardPaymentDataSchema,
});
export type PurchaseLockAnswer = z.infer<typeof purchaseLockAnswerSchema>;

export const purchaseConfirmBodySchema = z.strictObject({
  purchase_id: z.string().max(60),
  confirmation: z.strictObject({
    razorpay_payment_id: z.string().min(1).max(100),
    razorpay_order_id: z.string().min(1).max(100),
    razorpay_signature: z.string().min(1).max(200),
  }),
});
export type PurchaseConfirmBody = z.infer<typeof purchaseConfirmBodySchema>;

export const issuedCardSchema = z.object({
  /** Masked but the last 4: the code itself goes only to the recipient's mobile and mail. */
  card_number: z.string(),
  amount: z.number().int(),
  /** ISO date-time the card stops working. */
  expiry: z.string(),
  recipient_name: z.string(),
  /** The recipient's mobile, masked but the last 4. */
  sent_to: z.string(),
});

export const purchaseConfirmAnswerSchema = z.object({
  success: z.literal(true),
  purchase_id: z.string(),
  status: z.literal('issued'),
  card: issuedCardSchema,
});
export type PurchaseConfirmAnswer = z.infer<typeof purchaseConfirmAnswerSchema>;

export const accessGenerateBodySchema = z.strictObject({
  mobile_number: text(20),
  card_number: text(40),
  /** The second step: the code sent to the mobile and the token of the first answer. */
  otp: text(10),
  token: text(100),
});
export type AccessGenerateBody = z.infer<typeof accessGenerateBodySchema>;

export const accessCodeSentSchema = z.object({
  success: z.literal(true),
  reason: z.literal('OTP_SENT'),
  token: z.string(),
  /** Seconds the code lives. */
  timer_rate: z.number().int(),
  /** Seconds before another code may be asked for. */
  server_resend_rate: z.number().int(),
});

export const accessGrantedSchema = z.object({
  success: z.literal(true),
  access: z.object({ access_token: z.string(), expires_in: z.number().int() }),
});

export const accessGenerateAnswerSchema = z.union([accessCodeSentSchema, accessGrantedSchema]);
export type AccessGenerateAnswer = z.infer<typeof accessGenerateAnswerSchema>;

export const balanceBodySchema = z.strictObject({ card_number: text(40), access_token: text(100) });
export type BalanceBody = z.infer<typeof balanceBodySchema>;

export const balanceAnswerSchema = z.object({
  success: z.literal(true),
  card: z.object({
    card_number: z.string(),
    balance: z.number().int(),
    amount: z.number().int(),
    expiry: z.string(),
    status: z.enum(['ACTIVE', 'REDEEMED', 'EXPIRED', 'VOID', 'BLOCKED']),
    /** Held by an order awaiting payment: comes back if that order is not paid. */
    held: z.number().int(),
  }),
});
export type BalanceAnswer = z.infer<typeof balanceAnswerSchema>;

// ---------------------------------------------------------------- the checkout's gift card calls

export const initiateTransferBodySchema = z.strictObject({ session: cartSessionSchema, code: text(40) });
export type InitiateTransferBody = z.infer<typeof initiateTransferBodySchema>;

export const verifyTransferBodySchema = z.strictObject({ session: cartSessionSchema, token: text(100), otp: text(10) });
export type VerifyTransferBody = z.infer<typeof verifyTransferBodySchema>;

/** virtual_order_request_initate_transfer: the draft (card applied, transfer_requested) and the code's token and timers. */
export const initiateTransferAnswerSchema = draftAnswerSchema.extend({
  message: draftAnswerSchema.shape.message.extend({
    /** Send back with the code to virtual_order_verify_transfer_gift_card. */
    token: z.string(),
    /** Seconds the code lives. */
    timer_rate: z.number().int(),
    /** Seconds before another code may be asked for (send the card's code again). */
    server_resend_rate: z.number().int(),
    /** The card's mobile the code went to, masked but the last 4. */
    sent_to: z.string(),
  }),
});
export type InitiateTransferAnswer = z.infer<typeof initiateTransferAnswerSchema>;

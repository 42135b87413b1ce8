// Bodies and answers of the server cart calls (docs/api.md: `refine/cart_update`, its alias `cart_update`,
// and `order/validate`). The server trusts no client price, quantity or stock: quantities are whole
// numbers from 1 to MAX_QUANTITY, and a request holds at most MAX_CART_LINES lines.
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '../product/quantity.ts';
import { CART_WRITE_PATTERN } from './cart-write.ts';

export { MAX_QUANTITY, MIN_QUANTITY };

/** Not in the spec: a sanity bound on lines per request, far above any real jewellery cart. */
export const MAX_CART_LINES = 100;
/** Not in the spec: a sanity bound on a client's claimed unit price (₹100 crore). */
export const MAX_CLIENT_PRICE = 1_000_000_000;

const skuText = z.string().trim().min(1).max(100);

/**
 * A variant as the storefront names it: its numeric `id` (what `selectedVariant.id` and product
 * cards carry), or its `variant_id` code (e.g. 'SVR-RG-00012-RG-12'). Both are accepted; the answer
 * echoes back what was sent so the device can match its lines.
 */
export const variantRefSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z.string().trim().min(1).max(100),
]);
export type VariantRef = z.infer<typeof variantRefSchema>;

export const quantitySchema = z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY);

export const cartRequestLineSchema = z.strictObject({
  sku: skuText,
  quantity: quantitySchema,
  variant: variantRefSchema,
});
export type CartRequestLine = z.infer<typeof cartRequestLineSchema>;

/**
 * The cart session token the server handed out. Anything that is not a token the server knows
 * (missing, empty, malformed, tampered) is not refused: it starts a new, empty cart.
 */
export const cartSessionSchema = z.string().max(200).nullish();

/** A cart's revision: counts the writes of its lines (beyond docs/api.md, see the cart-follows-member note). */
export const cartRevisionSchema = z.number().int().min(0).max(2_147_483_647);

export const cartUpdateBodySchema = z.strictObject({
  message: z.strictObject({ cart: z.array(cartRequestLineSchema).max(MAX_CART_LINES) }),
  session: cartSessionSchema,
  /**
   * The revision of the server cart this device last adopted. A different one (another device wrote
   * since) writes nothing and answers the server cart with `stale: true`. Without it a guest's cart
   * is replaced as before; a member's is answered stale (the device has not seen it yet).
   */
  revision: cartRevisionSchema.nullish(),
  /**
   * The device's write: a random id (16 to 64 of A–Z, a–z, 0–9, `-`, `_`) it keeps until it has kept
   * this write's answer. When the cart's last write carries the same id, the answer to it was lost
   * and nobody has written since: the lines are written whatever the revision (domain/cart/cart-write.ts).
   */
  write: z
    .string()
    .regex(CART_WRITE_PATTERN, 'write must be 16 to 64 letters, digits, "-" or "_"')
    .describe(
      "The device's write id, kept until it has kept this write's answer: a write whose answer was lost is continued.",
    )
    .nullish(),
  /** Accepted for compatibility with the spec's payload; the server does not use it. */
  apiKey: z.string().max(200).nullish(),
  /** The device store's schema counter (spec: at least 2500); accepted, not used. */
  counter: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** Why a line came back changed: cut to stock, or the piece cannot be sold (unknown, unpriced). */
export const cartLineReasonSchema = z.enum(['OUT_OF_STOCK', 'UNAVAILABLE', 'QUANTITY_LIMIT']);
export type CartLineReason = z.infer<typeof cartLineReasonSchema>;

/**
 * The piece a kept line holds, as the storefront's cart lines carry it (product fields and the chosen
 * variant): a line another device put in a member's cart is new to this device, which needs these to
 * show it.
 */
export const cartItemSchema = z
  .object({
    sku: z.string(),
    value: z.string(),
    name: z.string(),
    /** 'true' or 'false', as the catalogue has it. */
    made_to_order: z.string(),
    stock: z.number().int(),
    selectedVariant: z.object({
      id: z.number().int(),
      variant_id: z.string(),
      offerprice: z.number().int(),
      color: z.string(),
      size: z.string().nullable(),
      image: z.string(),
      alt: z.string(),
    }),
  })
  .meta({ id: 'CartItem' });

export const serverCartLineSchema = z
  .object({
    /** The server's line id; null for a line that was not kept (deleted). */
    id: z.number().int().nullable(),
    sku: z.string(),
    /** The variant as the request named it. */
    variant: variantRefSchema,
    /** The variant's code when the server knows it, else null. */
    variant_id: z.string().nullable(),
    /** The quantity kept: the request's, cut to stock for a piece that is not made to order. */
    quantity: z.number().int().min(0),
    /** Today's unit price (offerprice, whole rupees); 0 for an unknown or unpriced line. */
    price: z.number().int().min(0),
    /** price × quantity. */
    sum: z.number().int().min(0),
    /** The line cannot be bought and was dropped from the server cart. */
    deleted: z.boolean(),
    /** The line is in the server cart at today's price (not deleted). */
    active: z.boolean(),
    reason: cartLineReasonSchema.optional(),
    /** The piece, for every line kept (not deleted). */
    item: cartItemSchema.optional(),
  })
  .meta({ id: 'ServerCartLine' });
export type ServerCartLine = z.infer<typeof serverCartLineSchema>;

export const cartUpdateAnswerSchema = z.object({
  message: z.object({
    action: z.literal(true),
    cart: z.array(serverCartLineSchema),
    /** The cart session token the device keeps and sends back as `session`. */
    session: z.string(),
    /** The server cart's id; a member's cart keeps its id on every device. */
    cart_id: z.string(),
    /** The cart's revision after this call: the device sends it with its next sync. */
    revision: cartRevisionSchema,
    /**
     * True when nothing of the request was written: its revision was not the cart's (another device
     * changed it), or its session was not the caller's to use. `cart` is then the server cart as it
     * is, which the device adopts whole.
     */
    stale: z.boolean(),
  }),
  /** The same token as `message.session`, for clients that read it beside the message. */
  session: z.string(),
});
export type CartUpdateAnswer = z.infer<typeof cartUpdateAnswerSchema>;

export const validateItemSchema = z.strictObject({
  sku: skuText,
  variant: variantRefSchema,
  qty: quantitySchema,
  /** The unit price the client shows, whole rupees. */
  price: z.number().int().min(0).max(MAX_CLIENT_PRICE),
});
export type ValidateItem = z.infer<typeof validateItemSchema>;

export const orderValidateBodySchema = z.strictObject({
  items: z.array(validateItemSchema).max(MAX_CART_LINES),
});
export type OrderValidateBody = z.infer<typeof orderValidateBodySchema>;

export const validatedItemSchema = z
  .object({
    sku: z.string(),
    variant: variantRefSchema,
    /** The server's unit price today; null when the piece is unknown or unpriced. */
    price: z.number().int().nullable(),
    /** The piece is on sale (known and priced). */
    active: z.boolean(),
    /** The client's price is the server's and the piece is on sale. */
    valid: z.boolean(),
  })
  .meta({ id: 'ValidatedItem' });
export type ValidatedItem = z.infer<typeof validatedItemSchema>;

export const orderValidateAnswerSchema = z.object({
  result: z.object({
    /** Every item is on sale at the price the client sent. */
    valid: z.boolean(),
    items: z.array(validatedItemSchema),
  }),
});
export type OrderValidateAnswer = z.infer<typeof orderValidateAnswerSchema>;

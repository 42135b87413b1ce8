// The server cart calls of docs/api.md: validate → one service call → answer.
import {
  cartUpdateAnswerSchema,
  cartUpdateBodySchema,
  orderValidateAnswerSchema,
  orderValidateBodySchema,
} from '../../domain/cart/api-schemas.ts';
import { bearerToken, createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { CartService } from './cart.service.ts';

const TAG = 'Cart';
const cartDescription =
  "Answers the device's cart with today's prices and stock: unknown or unpriced lines come back `deleted: true`; " +
  'a quantity above stock for a piece not made to order is cut with `reason: "OUT_OF_STOCK"` (a sold-out line is deleted); ' +
  "stock the cart's own unpaid order holds (after order_generate) counts as available to this cart, to no other; " +
  'lines naming the same variant merge. `session` is the cart session token the device keeps; a missing, unknown or tampered ' +
  "token starts a new, empty cart with a new token. A guest's server cart becomes exactly these lines.\n\n" +
  '**Members** (optional `Authorization: Bearer`, an invalid or expired token answers 401): the member has one cart, reached by ' +
  "a token of each device. A sync without a token, with an unknown one or with the device's guest-cart token is the login " +
  "merge: the lines join the member's cart (the same variant keeps the larger quantity), the guest cart is deleted and the " +
  "device's token now reaches the member's cart. Later syncs send `revision`, the revision the device last adopted: the " +
  "cart's own replaces the lines whole (revision + 1); any other (another device wrote since) writes nothing and answers the " +
  "cart as it is with `stale: true`, which the device adopts. Another member's token is never used: the device gets a new " +
  "token to the caller's own cart, answered stale. A member's token sent without the member gives a new, empty guest cart.";

export function cartCalls<M extends { id: number }>(cart: CartService, accounts: Authenticator<M>): ApiCall[] {
  const guard = createAuthGuard(accounts);
  const update = (path: string, summary: string) =>
    defineCall({
      path,
      method: 'POST',
      tag: TAG,
      summary,
      description: cartDescription,
      input: cartUpdateBodySchema,
      answer: cartUpdateAnswerSchema,
      errorStyle: 'message',
      errors: [
        {
          status: 401,
          reason: 'UNAUTHORIZED',
          description:
            'A bearer token was sent and is not a live session (logged out, expired): the device forgets it.',
        },
        {
          status: 403,
          reason: 'FORBIDDEN',
          description: 'A `user_id` header names another member than the bearer token.',
        },
      ],
      handle: async (body, c) => {
        // Optional: a guest sends no token; a token sent must be a live session, so a device whose
        // session ended elsewhere learns it here rather than syncing a member's cart as a guest.
        const member = bearerToken(c) === undefined ? undefined : await guard.requireSession(c);
        const message = await cart.updateCart(body, { memberId: member?.id ?? null });
        return { message, session: message.session };
      },
    });

  return [
    update('refine/cart_update', "Sync the device's cart with the server cart"),
    update('cart_update', 'Alias of refine/cart_update (the checkout spec names it so)'),
    defineCall({
      path: 'order/validate',
      method: 'POST',
      tag: TAG,
      summary: "Which of the client's prices differ from the server's",
      description:
        '`valid` is true only when every item is on sale at exactly the price sent; each item answers the server price (null when unknown or unpriced) and `active`.',
      input: orderValidateBodySchema,
      answer: orderValidateAnswerSchema,
      handle: (body) => ({ result: cart.validatePrices(body) }),
    }),
  ];
}

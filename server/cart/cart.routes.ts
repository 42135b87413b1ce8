// The server cart calls of API.md: validate → one service call → answer.
import {
  cartUpdateAnswerSchema,
  cartUpdateBodySchema,
  orderValidateAnswerSchema,
  orderValidateBodySchema,
} from '../../domain/cart/api-schemas.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { CartService } from './cart.service.ts';

const TAG = 'Cart';
const cartDescription =
  "Answers the device's cart with today's prices and stock: unknown or unpriced lines come back `deleted: true`; " +
  'a quantity above stock for a piece not made to order is cut with `reason: "OUT_OF_STOCK"` (a sold-out line is deleted); ' +
  'lines naming the same variant merge. The server cart becomes exactly these lines. `session` is the cart session token ' +
  'the device keeps; a missing, unknown or tampered token starts a new, empty cart with a new token.';

export function cartCalls(cart: CartService): ApiCall[] {
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
      handle: async (body) => {
        const message = await cart.updateCart(body);
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
      description: '`valid` is true only when every item is on sale at exactly the price sent; each item answers the server price (null when unknown or unpriced) and `active`.',
      input: orderValidateBodySchema,
      answer: orderValidateAnswerSchema,
      handle: (body) => ({ result: cart.validatePrices(body) }),
    }),
  ];
}

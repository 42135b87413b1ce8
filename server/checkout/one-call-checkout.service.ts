// The first spec's one-call checkout, `order/place/{payment_mode}` (docs/api.md): the client sends its
// lines with the prices it showed; any price that is not today's answers 'Price mismatch', lines that
// are not the cart's answer CART_MISMATCH; otherwise the details are saved to the draft exactly as
// the virtual_order saves do and the order is generated as order_generate does. No rule of its own.
import type { CheckoutReason } from '../../domain/checkout/messages.ts';
import type { Outcome } from '../../domain/api/outcome.ts';
import type { OrderGenerateAnswer, OrderPlaceBody } from '../../domain/checkout/api-schemas.ts';
import type { PaymentMode } from '../../domain/orders/order-status.ts';
import { refusal, type Caller, type CheckoutService } from './checkout.service.ts';
import type { CheckoutRepo } from './checkout.repo.ts';
import type { OrderGenerating } from './order-generate.service.ts';

export function createOneCallCheckout(deps: {
  repo: CheckoutRepo;
  checkout: CheckoutService;
  generating: OrderGenerating;
}) {
  const { repo, checkout, generating } = deps;

  /** Whether the items are exactly the cart's lines: 'price' when one is priced otherwise, 'lines' when they differ. */
  async function compare(
    caller: Caller,
    items: OrderPlaceBody['items'],
  ): Promise<'same' | 'price' | 'lines' | 'no-cart'> {
    return repo.inTransaction(async (q) => {
      const access = await checkout.reader.cartFor(q, caller);
      if (!access.ok) return 'no-cart';
      const lines = await q.liveLines(access.cartId);
      const key = (variant: number | string, sku: string) => `${sku}|${variant}`;
      const byKey = new Map(lines.flatMap((l) => [[key(l.variantId, l.sku), l] as const]));
      for (const item of items) {
        const line = byKey.get(key(item.variant, item.sku));
        if (line && line.unitPrice !== item.price) return 'price';
      }
      const sent = new Map(items.map((i) => [key(i.variant, i.sku), i.qty]));
      const same = sent.size === lines.length && lines.every((l) => sent.get(key(l.variantId, l.sku)) === l.qty);
      return same ? 'same' : 'lines';
    });
  }

  return {
    async place(
      caller: Caller,
      mode: PaymentMode,
      body: OrderPlaceBody,
    ): Promise<Outcome<OrderGenerateAnswer['message'], CheckoutReason>> {
      const compared = await compare(caller, body.items);
      if (compared === 'no-cart') return refusal('INCOMPLETE_ORDER_CART');
      if (compared === 'price') return refusal('PRICE_MISMATCH');
      if (compared === 'lines') return refusal('CART_MISMATCH');
      if (body.user) {
        const saved = await checkout.setUserDetails(caller, { session: caller.session, ...body.user });
        if (!saved.ok) return saved;
      }
      if (body.order) {
        const saved = await checkout.setShippingAddress(caller, { session: caller.session, ...body.order });
        if (!saved.ok) return saved;
      }
      const chosen = await checkout.setPaymentMethod(caller, { session: caller.session, apply_method: mode });
      if (!chosen.ok) return chosen;
      return generating.generate(caller, { session: caller.session, captcha: body.captcha });
    },
  };
}
export type OneCallCheckout = ReturnType<typeof createOneCallCheckout>;

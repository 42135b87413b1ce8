// `order/validate` (docs/api.md): which of the client's prices are not the server's. Each item answers
// today's price and whether the piece is on sale; the whole is valid only when every item is on sale
// at exactly the price the client sent. Quantities and stock are the cart's and the order's business.
import type { OrderValidateAnswer, ValidateItem } from './api-schemas.ts';
import type { FindVariant } from './variant-facts.ts';

export function validatePrices(items: readonly ValidateItem[], find: FindVariant): OrderValidateAnswer['result'] {
  const answered = items.map((item) => {
    const facts = find(item.sku, item.variant);
    const active = facts !== undefined && facts.sku === item.sku && facts.offerprice > 0;
    const price = active ? facts.offerprice : null;
    return { sku: item.sku, variant: item.variant, price, active, valid: active && price === item.price };
  });
  return { valid: answered.every((i) => i.valid), items: answered };
}

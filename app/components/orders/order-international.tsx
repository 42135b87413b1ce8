// An order shipped outside India, as the order pages show it after the checkout (issue 21 §4): where it
// goes, the international shipping it was charged and the duties the recipient pays. The words come
// from the server (domain/checkout/international-texts.ts), as at checkout.
import type { International } from '../../../domain/checkout/api-schemas';
import { formatINR } from '../../../domain/money/inr';

export function OrderInternational({ international }: { international: International | null }) {
  if (!international) return null;
  return (
    <div className="order-international" role="note" aria-label={`Shipped to ${international.country}`}>
      <p>
        <strong>Shipped to {international.country}</strong>: international shipping{' '}
        {formatINR(international.shipping_charge)}.
      </p>
      <p>{international.duties_notice}</p>
    </div>
  );
}

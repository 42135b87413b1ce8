// What an order shipped outside India carries (issue 21 §4, the shipping and return policies): the
// charge, the first delivery attempt within 10 working days of dispatch, card only, the duties the
// recipient pays and no resizing. The words come from the server (domain/checkout/international.ts).
import type { International } from '../../../domain/checkout/api-schemas';
import { formatINR } from '../../../domain/money/inr';

export function InternationalNotice({ international }: { international: International | null }) {
  if (!international) return null;
  return (
    <div className="co-international" role="note" aria-label={`Shipping to ${international.country}`}>
      <p>
        <strong>Shipping to {international.country}</strong>: international shipping{' '}
        {formatINR(international.shipping_charge)}.
      </p>
      <ul>
        <li>{international.delivery_note}</li>
        <li>{international.duties_notice}</li>
        <li>{international.payment_note}</li>
        <li>{international.resizing_note}</li>
      </ul>
    </div>
  );
}

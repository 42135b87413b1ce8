// What an order shipped outside India says (issue 21 §4; the shipping and return policies): the
// delivery promise, the duties, card only, no resizing. Apart from international.ts, which carries the
// postal code and phone libraries, so the order pages and mails can read these without them.
import type { International } from './api-schemas.ts';
import { INDIA } from './countries.ts';

export const INTERNATIONAL_TEXTS = {
  delivery: 'First delivery attempt within 10 working days of dispatch.',
  duties: 'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
  cardOnly: 'Cash on delivery is available in India only: international orders are paid by card.',
  resizing: 'Resizing is not available for international orders.',
} as const;

/** What the checkout and the confirmation say about an order shipped abroad; null within India or for a pick-up. */
export function internationalView(o: {
  countryCode: string;
  country: string;
  deliveryMethod: 'ship' | 'pickup';
  charges: number;
}): International | null {
  if (o.countryCode === INDIA.code || o.deliveryMethod !== 'ship') return null;
  return {
    country_code: o.countryCode,
    country: o.country,
    shipping_charge: o.charges,
    delivery_note: INTERNATIONAL_TEXTS.delivery,
    duties_notice: INTERNATIONAL_TEXTS.duties,
    payment_note: INTERNATIONAL_TEXTS.cardOnly,
    resizing_note: INTERNATIONAL_TEXTS.resizing,
  };
}

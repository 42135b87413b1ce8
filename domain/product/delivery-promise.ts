// What the product page's pincode check promises beyond cash on delivery: when this piece reaches
// that pincode (in stock or made to order, by the checkout's own rule: domain/checkout/delivery-date)
// and which showroom is nearest for a pick-up, with the day it is ready there. Zod-free: it ships to
// the browser (in the page's deferred chunk).
import { expectedDelivery, type ExpectedWindow } from '../checkout/delivery-date.ts';

export interface Showroom {
  id: string;
  name: string;
  city: string;
  pincode: string;
}

/**
 * The showroom nearest a pincode, judged by India Post's numbering: the first three digits are the
 * sorting district, numbered along the map, so the closest number is the closest district (Kochi
 * 682 for Thiruvananthapuram 695, Kozhikode 673 for Bengaluru 560 or Delhi 110). Ties go to the
 * closer full number. An estimate: no map of every pincode ships with the store.
 */
export function nearestShowroom<S extends Showroom>(pincode: string, showrooms: readonly S[]): S | null {
  const district = Number(pincode.slice(0, 3));
  const whole = Number(pincode);
  let best: S | null = null;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const s of showrooms) {
    const key: [number, number] = [
      Math.abs(Number(s.pincode.slice(0, 3)) - district),
      Math.abs(Number(s.pincode) - whole),
    ];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = s;
      bestKey = key;
    }
  }
  return best;
}

export interface DeliveryPromise<S extends Showroom> {
  /** 'Delivery by Mon, 30 Nov – Wed, 2 Dec' to the pincode. */
  delivery: ExpectedWindow;
  /** The nearest showroom and 'Ready for pick-up by …' there; null without showrooms. */
  pickup: { store: S; window: ExpectedWindow } | null;
  madeToOrder: boolean;
}

export function deliveryPromise<S extends Showroom>(input: {
  now: Date;
  pincode: string;
  madeToOrder: boolean;
  showrooms: readonly S[];
}): DeliveryPromise<S> {
  const { now, pincode, madeToOrder } = input;
  const store = nearestShowroom(pincode, input.showrooms);
  return {
    delivery: expectedDelivery({ now, madeToOrder, method: 'ship', pincode }),
    pickup: store ? { store, window: expectedDelivery({ now, madeToOrder, method: 'pickup', pincode: null }) } : null,
    madeToOrder,
  };
}

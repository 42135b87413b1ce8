// The checkout's parts that only matter after a press (the code popup, the card window, the
// thank-you screen, the coupon list, the PAN form) arrive as their own chunks, so the page's first
// load stays within the product page's budget (the issue: 120 KB gzipped). 'Pay and Place Order'
// asks for the payment parts as it starts, so they are here before the order is generated.
import { lazy } from 'react';

const payParts = () => Promise.all([import('./code-dialog'), import('./card-window'), import('./thank-you')]);

export const CodeDialog = lazy(() => import('./code-dialog').then((m) => ({ default: m.CodeDialog })));
export const CardWindow = lazy(() => import('./card-window').then((m) => ({ default: m.CardWindow })));
export const ThankYou = lazy(() => import('./thank-you').then((m) => ({ default: m.ThankYou })));
export const CouponList = lazy(() => import('./coupon-list').then((m) => ({ default: m.CouponList })));
export const PanField = lazy(() => import('./pan-field').then((m) => ({ default: m.PanField })));

/** Starts loading the payment parts (ignored if the network fails now: React asks again on render). */
export function preloadPayParts(): void {
  payParts().catch(() => undefined);
}

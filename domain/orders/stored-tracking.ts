// The tracking answer kept for the tab (sessionStorage), so that /track-details survives a reload
// without asking again. Read back by hand, not with zod (the page's first load stays small): a
// damaged or foreign value is nothing to show, never an error.
import type { TrackingResult } from './api-schemas.ts';
import { ORDER_ID_PATTERN } from './order-id.ts';

export const TRACKING_STORAGE_KEY = 'suvarna.tracked-order';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readStoredTracking(raw: string | null): TrackingResult | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const { order_id, items, timeline, contact, ship_to, amount, status_label, delivery, payment_label } = value;
  if (typeof order_id !== 'string' || !ORDER_ID_PATTERN.test(order_id)) return null;
  if (
    !Array.isArray(items) ||
    !items.every(
      (i) => isObject(i) && typeof i.name === 'string' && typeof i.qty === 'number' && typeof i.total === 'number',
    )
  )
    return null;
  if (
    !Array.isArray(timeline) ||
    !timeline.every((s) => isObject(s) && typeof s.label === 'string' && typeof s.state === 'string')
  )
    return null;
  if (!isObject(contact) || !isObject(ship_to) || typeof amount !== 'number' || typeof status_label !== 'string')
    return null;
  // An answer kept before orders told their delivery and payment: the form asks again.
  if (!isObject(delivery) || typeof delivery.label !== 'string' || typeof payment_label !== 'string') return null;
  return value as unknown as TrackingResult;
}

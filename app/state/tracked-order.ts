// The last tracking answer, kept for this tab only (sessionStorage): /track-details reads it back
// after a reload, and it goes when the tab closes — a shared computer keeps nothing.
import type { TrackingResult } from '../../domain/orders/api-schemas';
import { readStoredTracking, TRACKING_STORAGE_KEY } from '../../domain/orders/stored-tracking';

export function keepTrackedOrder(order: TrackingResult): void {
  try {
    sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Storage full or refused (private mode): the page still gets the answer with the navigation.
  }
}

export function readTrackedOrder(): TrackingResult | null {
  try {
    return readStoredTracking(sessionStorage.getItem(TRACKING_STORAGE_KEY));
  } catch {
    return null;
  }
}

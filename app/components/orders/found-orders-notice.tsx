// Said once after a login code proved the member's mobile and their guest orders joined their account
// (docs/decisions/2026-11-26-guest-orders-follow-the-member.md): the first of the dashboard or My orders to show shows it, and forgets it.
import { useEffect, useState } from 'react';
import { FOUND_ORDERS_KEY, foundOrdersText } from '../../../domain/orders/guest-orders';
import { FormAlert } from '../account/form-field';

/** Kept for the tab until a page has said it (the login page hands over to the next one). */
export function rememberFoundOrders(count: number | undefined): void {
  if (!count || count < 1) return;
  try {
    sessionStorage.setItem(FOUND_ORDERS_KEY, String(count));
  } catch {
    // Storage refused (private mode): the orders are in the list all the same.
  }
}

export function FoundOrdersNotice() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    try {
      const stored = Number(sessionStorage.getItem(FOUND_ORDERS_KEY));
      sessionStorage.removeItem(FOUND_ORDERS_KEY);
      if (Number.isInteger(stored) && stored > 0) setCount(stored);
    } catch {
      // Nothing to say without storage.
    }
  }, []);
  return count > 0 ? <FormAlert kind="success">{foundOrdersText(count)}</FormAlert> : null;
}

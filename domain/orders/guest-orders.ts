// Guest orders that follow the member (docs/decisions/2026-11-26-guest-orders-follow-the-member.md): orders placed without an account with a
// mobile the member has since proved by a code to it are attached to the member when the proof
// happens (docs/decisions/2026-11-26-guest-orders-follow-the-member.md). The words said once after.

/** 'We found 4 earlier orders placed with your mobile' (or `email`, after the email's verification link), or the singular for one. */
export function foundOrdersText(count: number, proved: 'mobile' | 'email' = 'mobile'): string {
  return count === 1
    ? `We found 1 earlier order placed with your ${proved}`
    : `We found ${count} earlier orders placed with your ${proved}`;
}

/** Where the device keeps the count until a page has said it once (sessionStorage). */
export const FOUND_ORDERS_KEY = 'suvarna.found-orders';

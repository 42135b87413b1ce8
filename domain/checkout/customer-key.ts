// Who "one customer" is for a coupon's per-customer limit: a member by their id, whether they are
// logged in or a guest giving their email (the caller looks the email up first), otherwise a guest
// by their email in lower case. The key is what the database's unique index over a coupon's live
// uses counts (db/schema/checkout.ts, coupon_uses).

/** `u:<member id>` when there is a member, `e:<email>` for any other guest, null without either. */
export function customerKey(memberId: number | null, email: string | null): string | null {
  if (memberId !== null) return `u:${memberId}`;
  const normalised = email?.trim().toLowerCase() ?? '';
  return normalised === '' ? null : `e:${normalised}`;
}

// Buying a gift card through the calls, for the API tests: lock, pay in the local card window,
// confirm, and read the card's code from the dev outbox (the recipient's SMS) as the recipient would.
import { uniquePhone } from './checkout.ts';
import type { StoreClient } from './store-client.ts';

export const SENDER = { name: 'Arjun Menon', email: 'arjun.menon@example.com', mobile: '9895012345' };

export function purchaseBody(over: Record<string, unknown> = {}) {
  const mobile = uniquePhone();
  return {
    template_id: 'birthday',
    amount: 5_000,
    sender: SENDER,
    recipient: { name: 'Kavya Menon', email: `kavya.${mobile}@example.com`, mobile },
    message: 'Happy birthday, Kavya!',
    ...over,
  };
}

/** The newest card code (16 characters) the outbox holds for a mobile. */
export async function cardCodeSentTo(server: StoreClient, mobile: string): Promise<string> {
  const res = await server.get<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${mobile}`);
  const code = res.body.messages.find((m) => m.code !== null && m.code.length === 16)?.code;
  if (!code) throw new Error(`no gift card code in the outbox for ${mobile}`);
  return code;
}

/** A card bought and paid for: its code, the recipient's mobile and the purchase. */
export async function buyCard(
  server: StoreClient,
  amount = 5_000,
): Promise<{ code: string; mobile: string; purchaseId: string }> {
  const body = purchaseBody({ amount });
  const locked = await server.post('giftcards/purchase/lock', body);
  if (locked.status !== 200) throw new Error(`purchase/lock ${locked.status}: ${JSON.stringify(locked.body)}`);
  const { purchase_id, payment_data } = locked.body;
  const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
  const confirmed = await server.post('giftcards/purchase/confirm', { purchase_id, confirmation: paid.body });
  if (confirmed.status !== 200)
    throw new Error(`purchase/confirm ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const mobile = body.recipient.mobile;
  return { code: await cardCodeSentTo(server, mobile), mobile, purchaseId: purchase_id };
}

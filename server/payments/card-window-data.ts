// The card payment window's options (docs/spec.md#second-7: amount in paise, currency, the provider's order
// id, prefilled name, email and phone, 300 s timeout), for an order at checkout and for a gift card
// purchase alike. With the local double the window is the store's own page (docs/api.md).
import type { CardPaymentData } from '../../domain/checkout/api-schemas.ts';
import { CARD_WINDOW_SECONDS } from '../../domain/checkout/constants.ts';
import type { CardProvider } from './card-provider.ts';

export interface WindowInput {
  providerOrderId: string;
  amountPaise: number;
  storeName: string;
  description: string;
  prefill: { name: string; email: string; mobile: string };
}

export function cardWindowData(provider: Pick<CardProvider, 'kind' | 'keyId'>, input: WindowInput): CardPaymentData {
  const prefill = { name: input.prefill.name, email: input.prefill.email, contact: `+91${input.prefill.mobile}` };
  return {
    provider: provider.kind,
    key: provider.keyId,
    amount: input.amountPaise,
    currency: 'INR',
    order_id: input.providerOrderId,
    name: input.storeName,
    description: input.description,
    prefill,
    timeout: CARD_WINDOW_SECONDS,
    window_url:
      provider.kind === 'local'
        ? `/payments/local/${encodeURIComponent(input.providerOrderId)}?${new URLSearchParams(prefill)}`
        : null,
  };
}

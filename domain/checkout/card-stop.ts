// What the checkout says when the card window closed without a placed order (docs/decisions/2026-11-26-failed-card-payment.md): what
// happened to the money, in plain words, and that the cart and the chosen method are kept. A payment
// the server could not take (a 'refused' stop) is refunded by the server by itself
// (domain/payments/payment-disposition.ts), so the page can promise that.
export type CardStop = 'closed' | 'failed' | 'refused';

export interface CardStopNotice {
  title: string;
  text: string;
}

export function cardStopNotice(how: CardStop, refusal: string | null): CardStopNotice {
  switch (how) {
    case 'closed':
      return {
        title: 'Payment not completed',
        text: 'The payment window was closed before paying, so no money was taken. Your order is not placed yet; your cart and your payment method are kept.',
      };
    case 'failed':
      return {
        title: 'Your payment did not go through',
        text: 'No money was taken. Your order is not placed yet; your cart and your payment method are kept.',
      };
    case 'refused':
      return {
        title: 'Your payment could not be accepted',
        text: `${refusal ? `${refusal.replace(/\.?\s*$/, '.')} ` : ''}If money was taken from your account, it will be refunded automatically in full (banks take 5–7 working days). Your order is not placed yet.`,
      };
  }
}

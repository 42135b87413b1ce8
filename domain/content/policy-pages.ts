// The twelve policy pages of the checkout spec's route table (docs/spec.md#second-2 "Policy pages"), each a content file
// of layout 'policy' at its own path: the route table and the tests read this one list.
export const POLICY_PAGE_IDS = [
  'privacy-policy',
  'terms-and-conditions',
  'money-back-policy',
  'cancellation-policy',
  'return-policy',
  'cash-on-delivery-policy',
  'shipping-policy',
  'exchange-and-resizing-policy',
  'old-gold-purchase-policy',
  'gift-card-terms-and-conditions',
  'dfe-terms-and-conditions',
  'gift-voucher-and-conditions',
] as const;

// The invoice download's refusals, in the store's words.
export const INVOICE_NOT_FOUND = 'INVOICE_NOT_FOUND';

export const INVOICE_TEXTS = {
  notFound: 'There is no invoice for this order yet (it is issued when the order ships), or the order is not yours.',
} as const;

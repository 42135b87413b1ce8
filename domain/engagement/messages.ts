// The texts the engagement forms answer with, letter for letter where a spec gives them (docs/spec.md#first-8
// "Subscription" toasts; docs/spec.md#second-8 "Chat" toast, docs/spec.md#second-2 home page query).
export const SUBSCRIPTION_TOASTS = {
  already: 'Already Subscribed',
  subscribed: 'Successfully Subscribed',
  failed: 'Subscription Failed',
  /** Home page `?t=1&c=2`, after the unsubscribe link. */
  unsubscribed: 'Successfully Unsubscribed',
} as const;

export const CHAT_TOAST = 'WhatsApp Chat is Initiated Successfully';
/** docs/spec.md#second-2: the chat toast shows for 5 s. */
export const CHAT_TOAST_MS = 5_000;

export const ENQUIRY_TEXTS = {
  received: 'Thank you! We have your enquiry and will get back to you within one working day.',
  customDesignReceived: 'Thank you! We have your design request and will send you a quote within two working days.',
  dfeReceived: 'Thank you! Our savings plan team will call you within one working day.',
  failed: 'Sorry, we could not send your enquiry. Please try again or call us.',
} as const;

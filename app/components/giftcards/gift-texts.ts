// The gift card pages' own words (the specs give only the toasts, in domain/giftcards/messages.ts):
// the Gift Card page's SEO record (docs/spec.md#second-2 "Static pages": Gift Card has its own), the field
// messages the pages add, and the balance card's names for a card's status. No zod, so the pages'
// first load stays small.
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, GIFT_CARD_VALID_MONTHS } from '../../../domain/giftcards/limits';
import { formatINR } from '../../../domain/money/inr';
import { STORE_NAME } from '../../lib/site';

export const GIFT_CARD_SEO = {
  title: `Gift Cards | ${STORE_NAME}`,
  description: `Give a ${STORE_NAME} gift card for a birthday, an anniversary, a wedding, Diwali or Onam: ${formatINR(GIFT_CARD_MIN_AMOUNT)} to ${formatINR(GIFT_CARD_MAX_AMOUNT)}, valid a year, spent on any piece in part or in full. Check a card's balance online.`,
  keyWords:
    'Suvarna gift card, jewellery gift card, diamond jewellery gift voucher, gold gift card India, Diwali gift card, wedding gift card, check gift card balance',
  robots: 'all',
  img: '/gift-cards/just-because.svg',
} as const;

/** The card's code as typed is not one (normalizeCardCode said null). */
export const CARD_CODE_FIELD_TEXT = 'Please enter the 16-character code of your gift card.';
/** The 4-digit code of the balance check as typed is not one. */
export const ACCESS_CODE_FIELD_TEXT = 'Please enter the 4-digit code we sent to your mobile.';

export const CARD_STATUS_LABELS = {
  ACTIVE: 'Active',
  REDEEMED: 'Fully used',
  EXPIRED: 'Expired',
  VOID: 'Withdrawn',
  BLOCKED: 'Blocked',
} as const;

/** "How it works" on /gifts: the gift card policy in three lines. */
export const HOW_IT_WORKS = [
  {
    title: 'Choose and send',
    text: `Pick a design and an amount from ${formatINR(GIFT_CARD_MIN_AMOUNT)} to ${formatINR(GIFT_CARD_MAX_AMOUNT)}. The 16-character code goes by SMS to the recipient's mobile, and by mail.`,
  },
  {
    title: `Valid for ${GIFT_CARD_VALID_MONTHS / 12} year`,
    text: `The card can be used for ${GIFT_CARD_VALID_MONTHS} months from the day it is sent, on any piece in the store.`,
  },
  {
    title: 'Spend it in parts',
    text: 'Use some of it now and the rest later: what an order does not use stays on the card. A code to the card’s mobile confirms each use.',
  },
] as const;

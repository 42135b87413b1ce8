// What the back office's gift card search box holds: an email (it has an @), the recipient's mobile
// (ten digits, a +91 or 0 in front forgiven), the card's last four characters (four letters or digits,
// which may also be part of a name: both are looked for), or else a part of the recipient's name.
import { normalizeMobile } from '../accounts/phone.ts';

export type GiftSearch =
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'last4_or_name'; last4: string; text: string }
  | { kind: 'name'; text: string };

export function readGiftSearch(q: string): GiftSearch {
  const text = q.trim().replace(/\s+/g, ' ');
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const mobile = /^[\d\s()+-]+$/.test(text) ? normalizeMobile(text) : null;
  if (mobile !== null) return { kind: 'mobile', mobile };
  if (/^[a-z0-9]{4}$/i.test(text))
    return { kind: 'last4_or_name', last4: text.toUpperCase(), text: text.toLowerCase() };
  return { kind: 'name', text: text.toLowerCase() };
}

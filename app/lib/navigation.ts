// The store's main navigation configuration (docs/spec.md#second-2 "Common layout"). The root
// loader joins it with the catalogue's categories through buildNavigation, so a category added in
// the back office shows up in 'All Jewellery' without a release, and a featured one gets its own menu.
// Quick links use the listing's URL parameters (color, price_min / price_max, occasion:
// docs/decisions/2026-11-22-listing-url-state.md).
import {
  buildNavigation,
  type NavCategorySource,
  type NavConfig,
  type NavItem,
} from '../../domain/navigation/navigation';
import { whatsappUrl, type StoreContacts } from './contacts';

export type {
  NavColumn,
  NavDropdown,
  NavExternal,
  NavImage,
  NavItem,
  NavLink,
  NavPlainLink,
} from '../../domain/navigation/navigation';

/** Square picture of a dropdown: one of the sizes the spec requests (270 px). */
export const NAV_IMAGE_SIZE = 270;

const VIDEO_CALL_TEXT = "Hello Suvarna, I'd like a video call to see some jewellery.";

/** The navigation's configuration; the Video Call link goes to the store's WhatsApp number. */
export const navConfig = (contacts: Pick<StoreContacts, 'whatsapp'>): NavConfig => ({
  allJewellery: { label: 'All Jewellery', imageSlug: 'solitaires' },
  featured: ['rings', 'earrings', 'pendants', 'necklaces', 'bangles'],
  quickLinks: [
    {
      heading: 'Metal colour',
      links: [
        { label: 'Yellow Gold', params: { color: 'yellow-gold' } },
        { label: 'Rose Gold', params: { color: 'rose-gold' } },
        { label: 'White Gold', params: { color: 'white-gold' } },
      ],
    },
    {
      heading: 'Price',
      links: [
        // The listing's slider ends at ₹1,00,000, which means "and above" (domain/listing/price-range.ts).
        { label: 'Under ₹25,000', params: { price_max: '25000' } },
        { label: '₹25,000 – ₹50,000', params: { price_min: '25000', price_max: '50000' } },
        { label: '₹50,000 and above', params: { price_min: '50000' } },
      ],
    },
    {
      heading: 'Occasion',
      links: [
        { label: 'Engagement', params: { occasion: 'engagement' } },
        { label: 'Wedding', params: { occasion: 'wedding' } },
        { label: 'Daily Wear', params: { occasion: 'daily-wear' } },
        { label: 'Gifting', params: { occasion: 'gifting' } },
      ],
    },
  ],
  trailing: [
    { id: 'trending', label: 'Trending', href: '/trending', ribbon: 'New' },
    { id: 'gift-cards', label: 'Gift Cards', href: '/gifts' },
    {
      id: 'video-call',
      label: 'Video Call',
      href: whatsappUrl(contacts.whatsapp, VIDEO_CALL_TEXT),
      hint: 'book on WhatsApp, opens in a new tab',
    },
  ],
  imageSize: NAV_IMAGE_SIZE,
});

export function navigationFor(
  categories: readonly NavCategorySource[],
  contacts: Pick<StoreContacts, 'whatsapp'>,
): NavItem[] {
  return buildNavigation(categories, navConfig(contacts));
}

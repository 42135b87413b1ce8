// The store's main navigation (docs/spec.md#second-2 "Common layout"). The root loader joins the
// menu's rows (kept by the back office's merchandising desk: order, labels, links, shown or hidden)
// with the catalogue's categories through buildNavigation, so a category added shows up in 'All
// Jewellery' without a release, and a category item gets its own dropdown. Quick links use the
// listing's URL parameters (color, price_min / price_max, occasion:
// docs/decisions/2026-11-22-listing-url-state.md).
import {
  buildNavigation,
  type NavCategorySource,
  type NavConfig,
  type NavItem,
} from '../../domain/navigation/navigation';
import { menuEntries, type MenuItem } from '../../domain/merchandising/shop-copy';
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

/** The quick-link columns every category dropdown ends with (the listing's own filters, so kept in code). */
export const QUICK_LINKS: NavConfig['quickLinks'] = [
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
];

/**
 * The last navigation worked out, and what it was made of. The root loader asks on every page; the
 * category cache hands out a new array of the same category objects each time, and the shop frame the
 * same menu, until the catalogue or the menu changes and their caches replace those objects. So the
 * navigation is worked out once per version of the two, not per request: kept while every category
 * and menu item is the very object it was made from. Callers only read it (the loader returns it).
 */
let last:
  { categories: readonly NavCategorySource[]; menu: readonly MenuItem[]; whatsapp: string; nav: NavItem[] } | undefined;

/** The same objects in the same order (not equal copies: a cache's change replaces its objects). */
const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The navigation from the menu's rows (the back office's, services.merch.shopFrame()) and the categories. */
export function navigationFor(
  categories: readonly NavCategorySource[],
  menu: readonly MenuItem[],
  contacts: Pick<StoreContacts, 'whatsapp'>,
): NavItem[] {
  const { whatsapp } = contacts;
  if (last && last.whatsapp === whatsapp && sameItems(last.categories, categories) && sameItems(last.menu, menu))
    return last.nav;
  const entries = menuEntries(menu, whatsappUrl(whatsapp, VIDEO_CALL_TEXT));
  const nav = buildNavigation(categories, { entries, quickLinks: QUICK_LINKS, imageSize: NAV_IMAGE_SIZE });
  last = { categories, menu, whatsapp, nav };
  return nav;
}

// Store-wide texts and limits the layout uses (docs/spec.md#first-2 "Header").
/** The not-found page's heading and title (before " | " and the store's name). */
export const NOT_FOUND_TITLE = 'Page not found';

export const STORE_NAME = 'Suvarna';
export const STORE_TAGLINE = 'Diamond and gold jewellery, hallmarked and certified';
export const STORE_DESCRIPTION =
  'Suvarna: BIS hallmarked gold and certified diamond jewellery online in India. Rings, earrings, necklaces and bangles with free shipping, cash on delivery and 15-day returns.';

export const SEARCH_PLACEHOLDER = 'Find the best for you...';
export const SEARCH_MAX_LENGTH = 128;

/** localStorage key of the chosen theme ('light' or 'dark'). */
export const THEME_STORAGE_KEY = 'suvarna.theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Runs before the first paint, so a dark-theme shopper never sees a light flash. */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='dark'||t==='light')document.documentElement.setAttribute('data-theme',t)}catch(e){}`;

/** docs/spec.md#second-9, policy constants: helpdesk hours. */
export const HELP_HOURS = '9:00 am to 7:00 pm';

/**
 * The eight benefit links of the Promise strip (docs/spec.md#second-2 "Common layout"). Each claims only
 * what is true of every piece: the diamonds are certified (graded VVS to SI, not internally flawless),
 * so the diamond promise is the certificate. On a phone's product page the strip sits below the buy
 * buttons (product.css), where it does not push the piece's name and price off the first screen.
 */
export const PROMISES = [
  { to: '/100-money-back', label: '100% Money Back', icon: 'money' },
  { to: '/15day-return-policy', label: '15 Day Returns', icon: 'returns' },
  { to: '/cash-on-delivery', label: 'Cash on Delivery', icon: 'cash' },
  { to: '/free-shipping', label: 'Free Shipping', icon: 'shipping' },
  { to: '/hallmarked-jewellery', label: 'Hallmarked Jewellery', icon: 'hallmark' },
  { to: '/old-gold-exchange', label: 'Old Gold Exchange', icon: 'exchange' },
  { to: '/brand-assured-quality', label: 'Brand Assured Quality', icon: 'quality' },
  { to: '/why-buy-from-us/certified-diamonds', label: 'Certified Diamonds', icon: 'diamond' },
] as const;
export type PromiseIcon = (typeof PROMISES)[number]['icon'];

/** localStorage key remembering that the cookie notice was dismissed. */
export const COOKIE_NOTICE_STORAGE_KEY = 'suvarna.cookie-notice';
export const COOKIE_NOTICE_MS = 6000;
export const SCROLL_TOP_AFTER_PX = 600;

/**
 * Toast close times (docs/spec.md#first-9): 1000 ms after login and sign-up, 5000 ms for the rest. The
 * checkout spec's "toast default 1 s" is read as the component's default that calls override; 5 s is
 * ours so a toast left without a time stays readable (docs/decisions/2026-11-24-toast-durations.md).
 */
export const TOAST_MS = 5000;
export const TOAST_AUTH_MS = 1000;
export const NEWSLETTER_MAX_LENGTH = 128;

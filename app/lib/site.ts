// Store-wide texts and limits the layout uses (shared/spec: storefront "Header").
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

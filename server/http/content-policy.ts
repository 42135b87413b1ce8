// The store's Content-Security-Policy and Permissions-Policy, decided once at start from two facts of
// its settings: whether Razorpay's own keys are in use and whether the store runs in development.
// Pure functions, so each combination is a table test (content-policy.test.ts) rather than a server
// started with those keys; the API tests check the headers of the server as `npm start` runs it.
import { LOCAL_KEY_ID } from '../payments/local-keys.ts';
import { permissionsPolicy } from './permissions-policy.ts';
import type { ContentSecurityPolicy } from './security-headers.ts';

export const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';

export interface ContentPolicyOptions {
  /** Razorpay's own keys, not the local payment double. */
  razorpay: boolean;
  /** `NODE_ENV=development`: Vite's hot reload. */
  development: boolean;
}

export function contentPolicy({ razorpay, development }: ContentPolicyOptions): ContentSecurityPolicy {
  // With Razorpay's own keys the checkout loads Razorpay's checkout.js, which opens its window in a
  // frame of api.razorpay.com (Razorpay's CSP guidance); the local double needs neither.
  const razorpayScripts = razorpay ? [RAZORPAY_CHECKOUT] : [];
  const razorpayFrames = razorpay ? [RAZORPAY_API, RAZORPAY_CHECKOUT] : [];
  return {
    defaultSrc: ["'self'"],
    // blob: for the back office's staff-only pictures (a return's photos), fetched with the staff
    // token and shown from an object URL (app/components/admin/return-photos.tsx).
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Server-rendered pages carry inline scripts (router state, theme before paint): each page
    // allows only its own nonce, or, a page a shared cache may keep, its scripts' hashes, added to
    // this directive (http/security-headers.ts).
    scriptSrc: ["'self'", ...razorpayScripts],
    frameSrc: ["'self'", ...razorpayFrames],
    // data: for the rupee sign's two tiny faces inlined in the stylesheet (app/styles/fonts-rupee.css).
    fontSrc: ["'self'", 'data:'],
    // Vite's hot reload talks over a WebSocket of its own in development.
    connectSrc: [
      ...(development ? ["'self'", 'ws:'] : ["'self'"]),
      ...(razorpay ? ['https://lumberjack.razorpay.com'] : []),
    ],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // No page needs <base>; an injected one would redirect every relative script and link.
    baseUri: ["'none'"],
    // Every form posts to the store itself (most through fetch). Razorpay's checkout.js may fall back
    // to posting the payment to api.razorpay.com (its redirect mode), so that origin too when in use.
    formAction: ["'self'", ...(razorpay ? [RAZORPAY_API] : [])],
  };
}

/** The two policies of a store started with these settings. */
export function storePolicies(env: { RAZORPAY_KEY_ID: string; NODE_ENV: string }): {
  csp: ContentSecurityPolicy;
  permissionsPolicy: string;
} {
  const razorpay = env.RAZORPAY_KEY_ID !== LOCAL_KEY_ID;
  return {
    csp: contentPolicy({ razorpay, development: env.NODE_ENV === 'development' }),
    permissionsPolicy: permissionsPolicy({ razorpay }),
  };
}

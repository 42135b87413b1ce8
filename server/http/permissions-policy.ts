// The Permissions-Policy of every answer: the browser features a page of the store (and any frame in
// it) may use. The store uses none of the powerful ones: no camera or microphone, no geolocation (the
// store locator is a drawn map with a list, it never asks where the shopper is), no USB and the like.
// The one exception is the card payment: Razorpay's checkout.js opens its window in a frame of
// api.razorpay.com, which may offer the Payment Request API (a wallet) and read the bank's SMS code
// (WebOTP), so those two are delegated to that origin only, and only when Razorpay is in use. The
// local payment double needs neither. The product page's share panel writes the link to the
// clipboard, so clipboard-write stays with the store itself.
//
// Only features the browsers know are named: Chromium reports every name it does not recognise
// ('ambient-light-sensor' and 'bluetooth' among them) in the console of every page, and a name it does
// not know denies nothing.

const DENIED = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

const RAZORPAY_FRAME = '"https://api.razorpay.com"';

export function permissionsPolicy(options: { razorpay: boolean }): string {
  const forRazorpay = options.razorpay ? `(${RAZORPAY_FRAME})` : '()';
  return [
    ...DENIED.map((feature) => `${feature}=()`),
    `payment=${forRazorpay}`,
    `otp-credentials=${forRazorpay}`,
    'clipboard-write=(self)',
  ].join(', ');
}

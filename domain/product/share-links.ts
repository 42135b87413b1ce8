// Share (docs/spec.md#second-2 "Share (social links and copy link)"): each network's public share address
// with the page URL, the text and the picture encoded as query values.
import { productPath } from './product-path.ts';

export interface ShareLink {
  network: 'WhatsApp' | 'Facebook' | 'X' | 'Pinterest';
  href: string;
}

export function shareLinks(page: { url: string; text: string; image: string }): ShareLink[] {
  const url = encodeURIComponent(page.url);
  const text = encodeURIComponent(page.text);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${page.text} ${page.url}`)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'X', href: `https://x.com/intent/post?url=${url}&text=${text}` },
    {
      network: 'Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(page.image)}&description=${text}`,
    },
  ];
}

/** The address a shopper shares: the product page, with the chosen variant unless it is the first. */
export function productShareUrl(origin: string, value: string, variantId: string | null): string {
  return `${origin.replace(/\/+$/, '')}${productPath(value, variantId)}`;
}

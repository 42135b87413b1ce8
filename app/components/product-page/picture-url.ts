// A catalogue picture at a size (the picture service resizes and compresses it). Its own module so
// the route can name a picture (share image, og:image, the slideshow's stand-in) without importing
// the slideshow, whose code is its own chunk; the route hands it to the slideshow as a prop (a lazy
// chunk never imports the route's own modules: docs/decisions/2026-11-22-storefront-delivery.md).
export const pictureUrl = (path: string, size: number) => `${path}?resize=${size}&compress=50`;

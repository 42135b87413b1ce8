// Which paths are listings, for the layout (it shows ListingSkeleton while navigating to one) and for
// the listing itself.
export function isListingPath(pathname: string): boolean {
  return /^\/(jewellery(\/|$)|trending\/?$)/.test(pathname);
}

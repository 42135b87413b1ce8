// Where a merchandising link may point (issue 24 part 3): one of the shop's own paths, or an https
// address. Anything else (javascript:, http:, //other.site, a relative word) is refused by the
// schemas that use this, so no banner, menu item or strip can send a shopper somewhere unsafe.
import { isExternalHref, isInternalPath } from '../navigation/navigation.ts';

export const LINK_MAX_LENGTH = 300;

/** Why `href` may not be a merchandising link, or null when it may. */
export function linkProblem(href: string): string | null {
  if (href.length === 0) return 'give a link';
  if (href.length > LINK_MAX_LENGTH) return `at most ${LINK_MAX_LENGTH} characters`;
  if (isInternalPath(href) || isExternalHref(href)) return null;
  return "must be one of the shop's own paths (starting with /) or an https:// address";
}

/** An https address opens another site: the shop shows it as an external link. */
export const isOffSite = (href: string): boolean => !isInternalPath(href);

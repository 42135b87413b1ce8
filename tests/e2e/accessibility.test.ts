// WCAG 2.2 AA by axe-core for the store's own pages a shopper lands on (home, a listing, a product,
// the lists, the account and order forms), in the themes and at the widths each is seen in, on one
// load per page (tests/support/accessibility-matrix.ts). A violation fails with its rule and
// elements, named by the theme and width it was found in. The same visits check that the page says
// nothing in the console: a resource the Content Security Policy blocks, a failed request or an
// uncaught error shows there first.
//
// The content, education and store locator pages are in accessibility-content.test.ts (the matrix
// is split so that two workers share it). The states a shopper brings a page to (forms showing their
// errors, a member's orders) are in accessibility-states.test.ts; a state in the middle of a flow (a
// dialog open at checkout, the back office) stays with its flow's file.
import { describe } from 'vitest';
import { BOTH_THEMES, checkPages, EVERY_WAY } from '../support/accessibility-matrix.ts';
import { browserAvailable } from '../support/browser.ts';

describe.skipIf(!browserAvailable)('accessibility of the store pages shoppers land on', () => {
  checkPages([
    ['/', EVERY_WAY],
    ['/jewellery/rings', EVERY_WAY],
    ['product with reviews', EVERY_WAY],
    ['/cart', BOTH_THEMES],
    ['/wishlists', BOTH_THEMES],
    ['/compare_list', BOTH_THEMES],
    ['/login', BOTH_THEMES],
    ['/create', BOTH_THEMES],
    ['/new_login', BOTH_THEMES],
    ['/forgot-password', BOTH_THEMES],
    // The email's verification link with a token we never made: the refusal and its "Send a new link".
    ['/verify-email?token=not-a-token-of-ours', BOTH_THEMES],
    ['/sales/guest/form', BOTH_THEMES],
  ]);
});

// WCAG 2.2 AA by axe-core for the content, education and store locator pages and the size guides, in
// the themes and at the widths each is seen in, on one load per page, with no console error
// (tests/support/accessibility-matrix.ts; the store's own pages are in accessibility.test.ts).
import { describe } from 'vitest';
import { BOTH_THEMES, checkPages, DARK_PHONE_TOO, WIDE } from '../support/accessibility-matrix.ts';
import { browserAvailable, PHONE } from '../support/browser.ts';

describe.skipIf(!browserAvailable)('accessibility of the content pages shoppers land on', () => {
  checkPages([
    ['/return-policy', DARK_PHONE_TOO],
    ['/faq', DARK_PHONE_TOO],
    ['/about-us', DARK_PHONE_TOO],
    ['/free-shipping', DARK_PHONE_TOO],
    ['/404', DARK_PHONE_TOO],
    // The colour scale's tints and the anatomy drawing's labels are the drawings most likely to fail contrast.
    ['/education/loose-diamonds/4cs/color', BOTH_THEMES],
    ['/education/loose-diamonds/anatomy', BOTH_THEMES],
    [
      '/locations',
      [
        ['light', PHONE],
        ['dark', PHONE],
      ],
    ],
    [
      '/locations/kozhikode',
      [
        ['light', WIDE],
        ['dark', WIDE],
      ],
    ],
    [
      '/education/size-guide/rings-size-guide',
      [
        ['light', PHONE],
        ['dark', PHONE],
      ],
    ],
    [
      '/education/size-chart/bangle-and-bracelet-size-guide',
      [
        ['light', WIDE],
        ['dark', WIDE],
      ],
    ],
  ]);
});

// The checkout saves a panel a pause after its last edit (user details 2 s, shipping and billing 1 s:
// useAutosave in app/components/checkout/checkout-state.tsx), as a shopper types. A browser test that
// fills the panels would wait those seconds out doing nothing; instead it opens the checkout with the
// page's clock under its control, time flowing as usual, and jumps over the pause once it has typed.
import type { Page } from 'playwright-core';

/** The longest autosave pause: USER_SAVE_MS in app/components/checkout/user-details-panel.tsx. */
const LONGEST_SAVE_PAUSE_MS = 2_000;

/** Before the page's first load: its timers and dates on a clock the test may move (flowing as usual). */
export const controlClock = (page: Page): Promise<void> => page.clock.install();

/**
 * Fires the saves waiting on their pause now, as if the shopper had stopped typing that long ago
 * (other timers due within the pause fire too, as they would have by then).
 */
export const skipSavePause = (page: Page): Promise<void> => page.clock.fastForward(LONGEST_SAVE_PAUSE_MS);

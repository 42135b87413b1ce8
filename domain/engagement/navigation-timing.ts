// The marks of a page load the visit log keeps, taken from the browser's Navigation Timing Level 2
// entry (performance.getEntriesByType('navigation')[0]): the first byte, DOM content loaded, load
// (each in whole ms from the navigation's start), the bytes of the document over the network, and
// how the page was reached. A mark out of bounds is left out rather than sent to be refused. No zod
// here: this runs in the browser's visit-log chunk.

/** A page that takes longer than ten minutes to load is a measuring mistake, not a visit to keep. */
export const MAX_TIMING_MS = 600_000;
/** The document alone: 50 MiB is far above any page of the store. */
export const MAX_TRANSFER_BYTES = 50 * 1024 * 1024;
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back_forward', 'prerender'] as const;

export interface NavigationTiming {
  type?: (typeof NAVIGATION_TYPES)[number];
  ttfb?: number;
  dom_content_loaded?: number;
  load?: number;
  transfer_size?: number;
}

/** The fields of a PerformanceNavigationTiming entry read here. */
export interface NavigationEntry {
  type?: string;
  responseStart?: number;
  domContentLoadedEventEnd?: number;
  loadEventEnd?: number;
  transferSize?: number;
}

const within = (value: number | undefined, max: number): number | undefined => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const whole = Math.round(value);
  return whole >= 0 && whole <= max ? whole : undefined;
};

/**
 * The timing to send for a page load, or null when there is nothing to send. A mark still 0 has not
 * happened yet (loadEventEnd during the load event) and is left out; a mark earlier than the one
 * before it is dropped, as the server would refuse the log for it.
 */
export function timingFromEntry(entry: NavigationEntry | undefined | null): NavigationTiming | null {
  if (!entry) return null;
  const timing: NavigationTiming = {};
  if ((NAVIGATION_TYPES as readonly string[]).includes(entry.type ?? ''))
    timing.type = entry.type as NavigationTiming['type'];
  let last = 0;
  for (const [mark, value] of [
    ['ttfb', entry.responseStart],
    ['dom_content_loaded', entry.domContentLoadedEventEnd],
    ['load', entry.loadEventEnd],
  ] as const) {
    const ms = within(value, MAX_TIMING_MS);
    if (ms === undefined || ms === 0 || ms < last) continue;
    timing[mark] = ms;
    last = ms;
  }
  const bytes = within(entry.transferSize, MAX_TRANSFER_BYTES);
  if (bytes !== undefined) timing.transfer_size = bytes;
  return Object.keys(timing).length > 0 ? timing : null;
}

// en-IN's short month and weekday names, as Intl.DateTimeFormat writes them (September is 'Sept'):
// the store's dates are written out from these rather than by Intl, whose first use in a browser
// costs a phone 60 to 90 ms in one piece (docs/decisions/2026-12-04-code-after-paint.md). The tests of
// each formatter hold it equal to Intl's.

export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** By `Date.getUTCDay()`: Sunday first. */
export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

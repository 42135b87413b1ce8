// The search box's text rules that the header needs before the combobox's code has arrived (the
// box itself is search-box.ts): the 128-character limit, the text the engine gets, the listing a
// search leads to, and the text a page shows in the box. Split out so the page's first load carries
// only these few lines, not the state machine.

/** docs/spec.md#first-9: "Search input: maximum 128 characters." */
export const SEARCH_INPUT_MAX_LENGTH = 128;

export function clampQuery(query: string): string {
  return query.slice(0, SEARCH_INPUT_MAX_LENGTH);
}

/** The text the engine gets: trimmed, or '' when there is nothing to search for. */
export function searchTextOf(query: string): string {
  return clampQuery(query).trim();
}

/** '/jewellery?query=…' for a text, '/jewellery' (all products) for none. */
export function listingSearchHref(query: string): string {
  const text = searchTextOf(query);
  return text ? `/jewellery?${new URLSearchParams({ query: text }).toString()}` : '/jewellery';
}

/** The search text a page shows in the box: the listing's ?query=, nothing elsewhere. */
export function pageSearchText(pathname: string, search: string): string {
  return pathname === '/jewellery' ? (new URLSearchParams(search).get('query') ?? '') : '';
}

// What a back office list's search form writes into the address: every filled field of the form
// (trimmed; an empty one means "any" and is left out), after the filters the page's tabs set and the
// form does not show (`keep`: the status tab of the coupons, the kind of the inbox). Without `page`,
// so a new search starts on its first page.
export function searchAddress(
  current: URLSearchParams,
  keep: readonly string[],
  fields: Iterable<[string, FormDataEntryValue]>,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of keep) {
    const v = current.get(key);
    if (v && key !== 'page') next.set(key, v);
  }
  for (const [key, value] of fields) {
    const v = typeof value === 'string' ? value.trim() : '';
    if (v && key !== 'page') next.set(key, v);
  }
  return next;
}

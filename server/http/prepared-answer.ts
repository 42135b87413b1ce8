// A JSON answer serialised once and sent again as the same bytes for as long as what it answers is
// the same object. The in-memory catalogue replaces a product's object whenever the product changes
// (search-index.service.ts), so a WeakMap keyed on that object forgets the answer with it: no
// version to bump, nothing to expire. JSON.stringify of the answer was the largest part of a product
// call the store did beyond what bare node:http does (docs/decisions/2026-11-29-render-and-api-cost.md).
/** What a call answers, already as bytes (mount-calls.ts sends them as they are). */
export class PreparedAnswer<T = unknown> {
  /** Only for the type: the answer these bytes are. */
  declare readonly answer?: T;
  constructor(readonly json: Buffer) {}
}

/** A success answer's bytes: `{ success: true, ...answer }`, or the answer itself for a `raw` call. */
export function answerJson(answer: unknown, raw = false): Buffer {
  return Buffer.from(JSON.stringify(raw ? answer : { success: true, ...(answer as object) }));
}

/** The answer made from `key`, serialised on the first ask for this object and remembered while it lives. */
export function preparedAnswers<K extends object, T extends object>(
  answerOf: (key: K) => T,
): (key: K) => PreparedAnswer<T> {
  const memo = new WeakMap<K, PreparedAnswer<T>>();
  return (key) => {
    let prepared = memo.get(key);
    if (prepared === undefined) {
      prepared = new PreparedAnswer<T>(answerJson(answerOf(key)));
      memo.set(key, prepared);
    }
    return prepared;
  };
}

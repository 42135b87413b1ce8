// Expected business outcomes are returned, not thrown (docs/design.md#rule-2): a service answers either
// its value or a Refusal: a reason code, the human text the specs give for it, and, where the shopper
// may fix it or wait, the failing fields or the seconds to wait. A refusal carries no HTTP status:
// each area's reason table says which status a reason is answered with (server/http/unwrap.ts).
//
// Words: `refuse`/`refusalOf` build a Refusal value; only `unwrap` (server/http) throws one.

export interface Refusal<R extends string = string> {
  ok: false;
  reason: R;
  message: string;
  /** Failing fields by name, when the refusal is about the input. */
  fields?: Record<string, string>;
  /** Seconds before trying again can help; the answer says it in `Retry-After`. */
  retryAfterSeconds?: number;
}

export type Outcome<T, R extends string = string> = { ok: true; value: T } | Refusal<R>;

/**
 * An area's refusals: each reason with the HTTP status it is answered with and the spec's text,
 * letter for letter. `note` only explains the reason in the API description.
 */
export type ReasonTable<R extends string = string> = {
  readonly [K in R]: { readonly status: number; readonly text: string; readonly note?: string };
};

export interface RefusalExtra {
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

export const ok = <T>(value: T): Outcome<T, never> => ({ ok: true, value });

/** A refusal with its own text (one the table cannot hold, such as a wait in the words). */
export const refuse = <R extends string>(reason: R, message: string, extra: RefusalExtra = {}): Refusal<R> => ({
  ok: false,
  reason,
  message,
  ...(extra.fields ? { fields: extra.fields } : {}),
  ...(extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: extra.retryAfterSeconds }),
});

/** A refusal with the table's text for its reason. */
export const refusalOf = <R extends string>(table: ReasonTable<R>, reason: R, extra: RefusalExtra = {}): Refusal<R> =>
  refuse(reason, table[reason].text, extra);

/** The part of an area's table that one call can answer (what its API description lists). */
export function pick<R extends string, K extends R>(table: ReasonTable<R>, reasons: readonly K[]): ReasonTable<K> {
  return Object.fromEntries(reasons.map((reason) => [reason, table[reason]])) as unknown as ReasonTable<K>;
}

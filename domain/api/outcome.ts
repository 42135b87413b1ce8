// Expected business outcomes are returned, not thrown (docs/design.md#rule-2): a service answers either
// its value or a refusal with a reason code and the human text the specs give for it.

export type Outcome<T, R extends string = string> = { ok: true; value: T } | { ok: false; reason: R; message: string };

export const ok = <T>(value: T): Outcome<T, never> => ({ ok: true, value });
export const refuse = <R extends string>(reason: R, message: string): Outcome<never, R> => ({ ok: false, reason, message });

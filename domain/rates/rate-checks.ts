// Which of the rates being set need a second look before they are applied: a rate of zero (every piece
// of that metal would lose its metal price) or one more than 20% away from the last rate set for it
// (a slipped digit: 69,500 for 6,950). A negative rate never applies (docs/decisions/2026-11-27-metal-rates.md).
import { RATE_JUMP_LIMIT, rateKeyOf } from './metal-rates.ts';

export interface RateInput {
  metal: string;
  purity: string;
  rate_per_gram: number;
}

export type RateConcern = 'RATE_ZERO' | 'RATE_JUMP';

export interface RateWarning {
  key: string;
  concern: RateConcern;
  rate: number;
  last: number | null;
}

/** The warnings of a set of new rates against the last rate of each key (absent: never set, no jump to judge). */
export function rateWarnings(rates: readonly RateInput[], last: ReadonlyMap<string, number>): RateWarning[] {
  const warnings: RateWarning[] = [];
  for (const r of rates) {
    const key = rateKeyOf(r);
    const before = last.get(key) ?? null;
    if (r.rate_per_gram === 0) warnings.push({ key, concern: 'RATE_ZERO', rate: 0, last: before });
    else if (before !== null && before > 0 && Math.abs(r.rate_per_gram - before) > before * RATE_JUMP_LIMIT)
      warnings.push({ key, concern: 'RATE_JUMP', rate: r.rate_per_gram, last: before });
  }
  return warnings;
}

/** What the form says beside a rate that needs confirming. */
export function warningText(w: RateWarning): string {
  if (w.concern === 'RATE_ZERO')
    return 'A rate of ₹0 takes the metal price off every piece of this metal: confirm to apply.';
  const pct = Math.round(((w.rate - (w.last ?? 0)) / (w.last ?? 1)) * 100);
  return `${pct > 0 ? '+' : ''}${pct}% from the last rate of ₹${(w.last ?? 0).toLocaleString('en-IN')} a gram: confirm to apply.`;
}

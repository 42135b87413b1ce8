// The metal rates desk's refusals (server/rates/rates.service.ts), answered through unwrap.
import type { ReasonTable } from '../api/outcome.ts';

export const RATE_REASONS = {
  RATE_NEEDS_CONFIRMATION: {
    status: 409,
    text: 'A rate of zero, or more than 20% away from the last, needs a second confirmation. Nothing was changed.',
    note: '`fields` names each rate (`Gold 18K`) and why; send the same rates again with `confirm: true`',
  },
} as const satisfies ReasonTable;
export type RateReason = keyof typeof RATE_REASONS;

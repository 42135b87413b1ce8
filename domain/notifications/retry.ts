// When the outbox worker tries a message again after a failed delivery: exponential back-off from
// 5 seconds, doubling, capped at an hour; after MAX_DELIVERY_ATTEMPTS tries the message is failed.
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_DELAY_MS = 5_000;
const LONGEST_DELAY_MS = 60 * 60 * 1000;

/** Delay before the next try, after `attempts` tries (1 or more); null when none is left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const exponent = Math.max(0, attempts - 1);
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, LONGEST_DELAY_MS);
}

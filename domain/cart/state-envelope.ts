// The text the device stores for each of its lists: { counter, data } (docs/spec.md#first-4
// "Persistence", #first-9 threshold 2500). Apart from persisted-state.ts, which reads it back through
// zod, so that a change is written the moment it is made, with no schema to wait for: writing needs none.

/** The schema counter this code writes; stored state below PERSIST_THRESHOLD is not restored. */
export const STATE_COUNTER = 2500;

/** The text to store for `data`. */
export function serializeState(data: unknown): string {
  return JSON.stringify({ counter: STATE_COUNTER, data });
}

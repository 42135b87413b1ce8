// What the two sides of a search build on a second thread (text-build.ts on the main thread,
// text-build-serve.ts on the worker) share: the flags they signal each other by, and the messages.
import type { ChunkedPostingsData } from './chunked-postings.ts';
import type { FacetIndexState } from './facet-index.ts';
import type { TextIndexState } from './text-index.ts';

/**
 * The shared flags: the answer's (1 once the worker has answered: its indexes, or a failure, after
 * which it applies nothing more), the worker's progress (counts the batches applied, and the start of
 * its final compaction), then one per set of buffers (1 while the worker has not applied its batch).
 */
export const ANSWERED = 0;
export const PROGRESS = 1;
export const IN_USE = 2;

/** A product's operation in a batch. */
export const ADD = 0;
export const REMOVE = 1;

/**
 * Per product ADD or REMOVE, its slot and its bytes' length; `count` products, their bytes one after the
 * other, in the pool's buffers number `buffers`.
 */
export interface Batch {
  buffers: number;
  ops: Int32Array;
  count: number;
  bytes: SharedArrayBuffer;
  /** The codec's shared strings and shapes added since the last batch. */
  shared: string[];
  shapes: (readonly string[])[];
}

export interface Answer {
  state?: TextIndexState<ChunkedPostingsData>;
  facets?: FacetIndexState;
  error?: string;
}

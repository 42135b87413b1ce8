// A first load's text and facet indexes built on a second thread
// (docs/decisions/2026-12-03-search-build-time.md). The words were two fifths of a 10-lakh build; on
// the main thread they waited for the product encoding, and the other way round. Here the main thread
// hands each product's compact bytes (the codec's output, which it keeps anyway) to a worker in
// batches and goes on encoding; the worker reads each product's text source and facet values from them
// (product-source-reader.ts), makes the words and fills a TextIndex and a FacetIndex with the same adds
// and removes in the same order, so the indexes it sends back when asked are the ones the main thread
// would have built. The bytes travel as one shared buffer a batch, with the shared strings and
// shapes the codec added since the last batch. The main thread, the build's longer side, used to
// gather the text into arrays and clone them over (~0.5 µs a product, and their garbage) and to index
// the facets itself (~1 µs a product; docs/speed-log.md, 29 November 2026).
//
// Asking is synchronous (the engine's settle() and a search during the load are): the main thread
// waits on a shared flag the worker raises once its answer is on the port, then takes the answer with
// receiveMessageOnPort.
// A failed worker (an error, or no progress for STALL_MS) fails every later call; the index then
// builds the words and facets on the main thread instead (catalogue-index.ts).
// The worker's side is text-build-serve.ts; what both sides share, text-build-protocol.ts.
import { Buffer } from 'node:buffer';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { chunkedToArray, type ChunkedPostingsData } from './chunked-postings.ts';
import type { ProductCodec } from './compact-product.ts';
import { FacetIndex } from './facet-index.ts';
import { ADD, ANSWERED, IN_USE, PROGRESS, REMOVE, type Answer, type Batch } from './text-build-protocol.ts';
import { TextIndex, type TextIndexState } from './text-index.ts';

const WORKER_URL = new URL('./text-build.worker.mjs', import.meta.url);
/**
 * Products per message: few messages. Each cost the main thread ~1.4 ms of wall time whatever its
 * size (686 ms for 501 messages of 2,000 products in a 10-lakh build, at load 3); a batch is now two
 * shared buffers outside the heap (~3.5 MB of bytes for 10,000 products), so a large one leaves
 * no garbage behind, and the worker's last batch after the pages takes it ~0.1 s.
 */
const BATCH = 10_000;
/** A batch's first room for bytes: ~350 a product in the generated catalogue. */
const BATCH_BYTES = 1 << 22;
/**
 * How long the main thread waits on the worker without it making progress before giving up: a dead
 * worker (out of memory, ended) answers nothing and clears no flag, and the main thread cannot hear of
 * its exit while it waits. A batch takes the worker well under a second, its final compaction seconds.
 */
const STALL_MS = 60_000;

/**
 * Batches' buffers in use at a time. A batch's buffers are shared with the worker rather than
 * transferred: transferring one detaches it on the main thread, and the first detached buffer makes
 * V8 check every typed array's access for it from then on (the searches after a build that
 * transferred its batches took ~20% longer: median 1.70–1.73 against 1.40–1.44 ms at 3 lakh
 * products, load ~6). Shared buffers are not memory V8 counts, so it would not collect new ones a
 * batch soon enough (the build's peak rose by 40–90 MiB): a set is used again once the worker has
 * applied its batch; when the worker is that far behind, the main thread waits for it.
 */
const POOL = 3;

function newOps(batch: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(batch * 3 * Int32Array.BYTES_PER_ELEMENT));
}

function newBytes(size: number): Buffer {
  return Buffer.from(new SharedArrayBuffer(size));
}

/** What the second thread built: the words, and the facets. */
export interface ThreadBuilt {
  text: TextIndex;
  facets: FacetIndex;
}

/**
 * The sparse postings, sent as the worker's chunks (transferred, not copied: an array of numbers
 * would arrive as an array of boxed numbers, which at 10 lakh products kept ~75 MB more), as the
 * arrays of unboxed numbers the searches read. A term is one object in the terms and the vocabulary,
 * so both see its new postings. The chunks are left for the collector a term at a time.
 */
function unpackPostings(sent: TextIndexState<ChunkedPostingsData>): TextIndexState {
  const state = sent as unknown as TextIndexState;
  for (const term of sent.terms.values()) {
    (term as unknown as { postings: number[] }).postings = chunkedToArray(term.postings);
  }
  return state;
}

/** The main thread's side: takes the text changes of a first load, and gives back the finished index. */
export class TextBuild {
  private readonly worker: Worker;
  private readonly inbox: MessagePort;
  private readonly answers: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer((IN_USE + POOL) * Int32Array.BYTES_PER_ELEMENT));
  private readonly codec: ProductCodec;
  /** The batch being filled: ADD or REMOVE, slot and length per product, and the products' bytes. */
  private readonly batch: number;
  private readonly pool: { ops: Int32Array; bytes: Buffer }[];
  /** The set of buffers being filled, and its buffers. */
  private buffers = 0;
  private ops: Int32Array;
  private bytes: Buffer;
  private used = 0;
  private products = 0;
  /** How many of the codec's shared strings and shapes the worker has been sent. */
  private sentShared = 0;
  private sentShapes = 0;
  /** Why the build stopped (the worker failed, or stalled): every later call throws it. */
  private failure: Error | null = null;

  private readonly stallMs: number;

  /**
   * `codec`: the one that encodes the bytes handed to add and remove; `batch`: products a message,
   * `stallMs`: how long the worker may make no progress (tests).
   */
  constructor(capacity: number, codec: ProductCodec, batch = BATCH, stallMs = STALL_MS) {
    this.codec = codec;
    this.batch = batch;
    this.stallMs = stallMs;
    this.pool = Array.from({ length: POOL }, () => ({ ops: newOps(batch), bytes: newBytes(BATCH_BYTES) }));
    this.ops = this.pool[0]!.ops;
    this.bytes = this.pool[0]!.bytes;
    const toWorker = new MessageChannel();
    const fromWorker = new MessageChannel();
    this.inbox = toWorker.port1;
    this.answers = fromWorker.port1;
    this.worker = new Worker(WORKER_URL, {
      workerData: { inbox: toWorker.port2, answers: fromWorker.port2, flag: this.flag, capacity },
      transferList: [toWorker.port2, fromWorker.port2],
    });
    // Its work is asked for synchronously; it never keeps the process alive on its own.
    this.worker.unref();
  }

  /** Indexes the words and facet values of the product encoded as `bytes` (copied: they may be the codec's reused buffer). */
  add(slot: number, bytes: Uint8Array): void {
    this.push(ADD, slot, bytes);
  }

  /** Takes out the words and facet values of the product encoded as `bytes`, which `add` was given for this slot. */
  remove(slot: number, bytes: Uint8Array): void {
    this.push(REMOVE, slot, bytes);
  }

  /** Waits for the worker to apply every change, and answers its indexes (the words compacted when asked); the worker then ends. */
  finish(compact: boolean): ThreadBuilt {
    this.send({ compact });
    this.waitWhile(() => Atomics.load(this.flag, ANSWERED) === 0, ANSWERED);
    const answer = this.takeAnswer();
    if (!answer.state || !answer.facets) throw this.fail(answer);
    return { text: TextIndex.fromState(unpackPostings(answer.state)), facets: FacetIndex.fromState(answer.facets) };
  }

  /** The worker's answer; the worker is ended and the ports closed. */
  private takeAnswer(): Answer {
    const answer = (receiveMessageOnPort(this.answers)?.message as Answer | undefined) ?? {};
    this.answers.close();
    this.inbox.close();
    void this.worker.terminate();
    return answer;
  }

  /** Throws when the build has failed, or the worker has answered before its finish (a batch failed). */
  private stopIfFailed(): void {
    if (this.failure) throw this.failure;
    // A failed batch is answered at once: stop here rather than encode the rest of the catalogue.
    if (Atomics.load(this.flag, ANSWERED) === 1) throw this.fail(this.takeAnswer());
  }

  /** Marks the build failed (every later call throws it) and answers the error to throw. */
  private fail(answer: Answer): Error {
    this.failure ??= new Error(
      `The search index’s words and facets could not be built: ${answer.error ?? 'no answer'}`,
    );
    return this.failure;
  }

  /**
   * Waits (on the flag `at`) while `waiting` holds; fails when the worker has made no progress for
   * `stallMs`.
   */
  private waitWhile(waiting: () => boolean, at: number): void {
    let progress = Atomics.load(this.flag, PROGRESS);
    let since = performance.now();
    while (waiting()) {
      Atomics.wait(this.flag, at, Atomics.load(this.flag, at), 100);
      const now = Atomics.load(this.flag, PROGRESS);
      if (now !== progress) {
        progress = now;
        since = performance.now();
      } else if (performance.now() - since > this.stallMs) {
        this.takeAnswer();
        throw this.fail({ error: `the worker made no progress for ${this.stallMs / 1000} s` });
      }
    }
  }

  private push(kind: number, slot: number, bytes: Uint8Array): void {
    if (this.failure) throw this.failure;
    const at = this.products * 3;
    this.ops[at] = kind;
    this.ops[at + 1] = slot;
    this.ops[at + 2] = bytes.length;
    if (this.used + bytes.length > this.bytes.length) {
      const more = newBytes(Math.max(this.bytes.length * 2, this.used + bytes.length));
      this.bytes.copy(more, 0, 0, this.used);
      this.bytes = more;
      this.pool[this.buffers]!.bytes = more;
    }
    this.bytes.set(bytes, this.used);
    this.used += bytes.length;
    if (++this.products >= this.batch) this.send();
  }

  /** Hands the batch over (its buffers shared, not copied) and starts the next. */
  private send(finish?: { compact: boolean }): void {
    this.stopIfFailed();
    const shared = this.codec.sharedStrings;
    const shapes = this.codec.shapeKeys;
    const batch: Batch = {
      buffers: this.buffers,
      ops: this.ops,
      count: this.products,
      bytes: this.bytes.buffer as SharedArrayBuffer,
      shared: shared.slice(this.sentShared),
      shapes: shapes.slice(this.sentShapes),
    };
    this.sentShared = shared.length;
    this.sentShapes = shapes.length;
    Atomics.store(this.flag, IN_USE + this.buffers, 1);
    this.inbox.postMessage({ batch, finish });
    if (finish) return;
    // The next set once the worker has applied the batch last sent in it (or has answered: a failure).
    const next = (this.buffers + 1) % POOL;
    this.waitWhile(
      () => Atomics.load(this.flag, IN_USE + next) === 1 && Atomics.load(this.flag, ANSWERED) === 0,
      IN_USE + next,
    );
    this.stopIfFailed();
    this.buffers = next;
    this.ops = this.pool[next]!.ops;
    this.bytes = this.pool[next]!.bytes;
    this.used = 0;
    this.products = 0;
  }
}

// A first load's text index built on a second thread (docs/decisions/2026-12-03-search-build-time.md).
// The words were two fifths of a 10-lakh build; on the main thread they waited for the product
// encoding, and the other way round. Here the main thread hands each product's text source
// (record.ts: a few strings) to a worker in batches and goes on encoding; the worker makes the
// words and fills a TextIndex with the same adds and removes in the same order, so the index it
// sends back when asked is the one the main thread would have built.
//
// Asking is synchronous (the engine's settle() and a search during the load are): the main thread
// waits on a shared flag the worker raises once its answer is on the port, then takes the answer with
// receiveMessageOnPort.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { appendTextSource, textFieldsOf, type IndexedRecord } from './record.ts';
import {
  CHUNKED_POSTINGS,
  chunkedToArray,
  type ChunkedPostings,
  type ChunkedPostingsData,
} from './chunked-postings.ts';
import { TextIndex, type TextIndexState } from './text-index.ts';

const WORKER_URL = new URL('./text-build.worker.mjs', import.meta.url);
/** Products per message: few messages (each cost ~1 ms of the main thread's time, whatever its size). */
const BATCH = 2_000;
/**
 * Values per array of a message (~20 a product): below V8's large-object size (128 KiB, 16,384
 * values). One array of a batch's ~40,000 values, grown by push on the main thread and made again on
 * the worker, was allocated in the old generation and left there as garbage, growing both heaps
 * between their full collections (docs/decisions/2026-12-04-search-build-peak.md).
 */
const CHUNK_VALUES = 8_192;
/** How long settle() waits for the worker before giving up (a 10-lakh index takes seconds). */
const WAIT_MS = 10 * 60_000;

const ADD = 0;
const REMOVE = 1;

/** Per product ADD or REMOVE, the slot, the source's length, then the source; a message is a few of these. */
type Ops = (number | string | null)[];

interface Answer {
  state?: TextIndexState<ChunkedPostingsData>;
  error?: string;
}

/** The worker's side: applies each batch of operations to its index, and sends the index when asked. */
export function serveTextBuild(inbox: MessagePort, answers: MessagePort, flag: Int32Array, capacity: number): void {
  const text = new TextIndex<ChunkedPostings>(capacity, CHUNKED_POSTINGS);
  inbox.on('message', (message: { ops?: Ops[]; finish?: { compact: boolean } }) => {
    try {
      for (const ops of message.ops ?? []) apply(text, ops);
      if (!message.finish) return;
      // The postings are copied to their exact length on the main thread (unpackPostings): copied here
      // too, the worker held them twice while the process was at its largest.
      if (message.finish.compact) text.compact(false);
      const { state, transfer } = text.state();
      for (const term of state.terms.values()) for (const chunk of term.postings.chunks) transfer.push(chunk.buffer);
      answers.postMessage({ state } satisfies Answer, transfer);
    } catch (error) {
      answers.postMessage({ error: String((error as Error)?.stack ?? error) } satisfies Answer);
    }
    if (message.finish) {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      inbox.close();
    }
  });
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

function apply(text: TextIndex<ChunkedPostings>, ops: Ops): void {
  let at = 0;
  while (at < ops.length) {
    const kind = ops[at] as number;
    const slot = ops[at + 1] as number;
    const length = ops[at + 2] as number;
    const from = at + 3;
    const fields = textFieldsOf(ops as (string | null)[], from, from + length);
    if (kind === ADD) text.add(slot, fields);
    else text.remove(slot, fields);
    at = from + length;
  }
}

/** The main thread's side: takes the text changes of a first load, and gives back the finished index. */
export class TextBuild {
  private readonly worker: Worker;
  private readonly inbox: MessagePort;
  private readonly answers: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  /** The batch's arrays of operations (a product's in one array), the last one being filled. */
  private chunks: Ops[] = [];
  private ops: Ops = [];
  private products = 0;

  constructor(capacity: number) {
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

  add(slot: number, record: IndexedRecord): void {
    this.push(ADD, slot, record);
  }

  remove(slot: number, record: IndexedRecord): void {
    this.push(REMOVE, slot, record);
  }

  /** Waits for the worker to apply every change, and answers its index (compacted when asked); the worker then ends. */
  finish(compact: boolean): TextIndex {
    this.inbox.postMessage({ ops: this.batch(), finish: { compact } });
    if (Atomics.wait(this.flag, 0, 0, WAIT_MS) === 'timed-out') {
      void this.worker.terminate();
      throw new Error('The search index’s words were not built in time');
    }
    const answer = receiveMessageOnPort(this.answers)?.message as Answer | undefined;
    this.answers.close();
    this.inbox.close();
    void this.worker.terminate();
    if (!answer?.state) throw new Error(`The search index’s words could not be built: ${answer?.error ?? 'no answer'}`);
    return TextIndex.fromState(unpackPostings(answer.state));
  }

  private push(kind: number, slot: number, record: IndexedRecord): void {
    if (this.ops.length >= CHUNK_VALUES) {
      this.chunks.push(this.ops);
      this.ops = [];
    }
    const at = this.ops.length;
    this.ops.push(kind, slot, 0);
    this.ops[at + 2] = appendTextSource(this.ops, record);
    if (++this.products >= BATCH) {
      this.inbox.postMessage({ ops: this.batch() });
      this.products = 0;
    }
  }

  /** The operations gathered since the last message, handed over. */
  private batch(): Ops[] {
    const chunks = this.chunks;
    chunks.push(this.ops);
    this.chunks = [];
    this.ops = [];
    return chunks;
  }
}

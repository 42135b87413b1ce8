// HEIC decodes off the main thread (docs/decisions/2026-11-28-heic-off-the-event-loop.md): libheif is
// WebAssembly and decodes synchronously, so on the event loop one phone photo held every other request
// for the length of its decode. A few worker threads (heic-decode.worker.mjs) decode instead; at most
// `maxThreads` decode at once (each holds a photo's pixels, tens of MB) and the rest wait their turn in
// order. Sharp needs none of this: its work already runs on libuv's thread pool.
import { Worker } from 'node:worker_threads';

/** What a worker answers: the picture's size, and its RGBA pixels unless it is over `maxPixels`. */
export type HeicDecoded =
  { unreadable: true } | { unreadable?: undefined; width: number; height: number; data?: Uint8Array };

interface Job {
  bytes: Uint8Array;
  maxPixels: number;
  resolve(answer: HeicDecoded): void;
}

interface Slot {
  worker: Worker;
  job: (Job & { id: number }) | null;
  idleTimer: NodeJS.Timeout | null;
}

export interface HeicPoolOptions {
  /** Decodes at once. Two: the machine's cores are shared with the requests and sharp. */
  maxThreads?: number;
  /** An idle worker ends after this long (it holds libheif's memory). */
  idleMs?: number;
}

const WORKER_URL = new URL('./heic-decode.worker.mjs', import.meta.url);

export function createHeicPool({ maxThreads = 2, idleMs = 30_000 }: HeicPoolOptions = {}) {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;

  function start(slot: Slot, job: Job) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = { ...job, id: nextId++ };
    // A copy the worker owns: the caller keeps its bytes (the original is stored as it came).
    const bytes = job.bytes.slice();
    slot.worker.postMessage({ id: slot.job.id, bytes, maxPixels: job.maxPixels }, [bytes.buffer]);
  }

  function finish(slot: Slot, answer: HeicDecoded) {
    const job = slot.job;
    slot.job = null;
    job?.resolve(answer);
    const next = waiting.shift();
    if (next) return start(slot, next);
    slot.idleTimer = setTimeout(() => retire(slot), idleMs).unref();
  }

  function retire(slot: Slot) {
    slots.delete(slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
  }

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_URL), job: null, idleTimer: null };
    // An idle worker never keeps the process alive; a pending decode is held by its request anyway.
    slot.worker.unref();
    slot.worker.on('message', (answer: HeicDecoded & { id: number }) => {
      if (slot.job?.id !== answer.id) return;
      const { id: _id, ...decoded } = answer;
      finish(slot, decoded);
    });
    // A worker that dies (out of memory on a hostile file) fails only its own picture, as unreadable.
    const died = () => {
      if (!slots.has(slot)) return;
      slots.delete(slot);
      const job = slot.job;
      slot.job = null;
      job?.resolve({ unreadable: true });
      const next = waiting.shift();
      if (next) run(next);
    };
    slot.worker.on('error', died);
    slot.worker.on('exit', died);
    slots.add(slot);
    return slot;
  }

  function run(job: Job) {
    const idle = [...slots].find((s) => s.job === null);
    if (idle) return start(idle, job);
    if (slots.size < maxThreads) return start(spawn(), job);
    waiting.push(job);
  }

  return {
    /** The picture's pixels, decoded on a worker thread; never rejects (a bad file is `unreadable`). */
    decode(bytes: Uint8Array, maxPixels: number): Promise<HeicDecoded> {
      return new Promise((resolve) => run({ bytes, maxPixels, resolve }));
    },
    /** Decodes running and waiting, and the workers alive: for tests and a health view. */
    stats: () => ({
      running: [...slots].filter((s) => s.job !== null).length,
      waiting: waiting.length,
      threads: slots.size,
    }),
    /** Ends every worker (a test's teardown; the server's process may simply exit). */
    async close(): Promise<void> {
      for (const job of waiting.splice(0)) job.resolve({ unreadable: true });
      const all = [...slots];
      slots.clear();
      for (const s of all) s.job?.resolve({ unreadable: true });
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
export type HeicPool = ReturnType<typeof createHeicPool>;

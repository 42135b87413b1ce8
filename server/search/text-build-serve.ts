// The worker's side of a search build on a second thread (text-build.ts has the main thread's, and
// says why): it reads each product of a batch from its compact bytes, applies the batch to its text
// and facet indexes in order, and sends them back when the main thread finishes the build.
import { Buffer } from 'node:buffer';
import type { MessagePort, Transferable } from 'node:worker_threads';
import { CHUNKED_POSTINGS, type ChunkedPostings } from './chunked-postings.ts';
import { FacetIndex } from './facet-index.ts';
import { ProductSourceReader } from './product-source-reader.ts';
import { STORED_FACETS, textFieldsOf } from './record.ts';
import { ADD, ANSWERED, IN_USE, PROGRESS, type Answer, type Batch } from './text-build-protocol.ts';
import { TextIndex } from './text-index.ts';

/** Applies each batch of operations to the worker's indexes, and sends them when asked. */
export function serveTextBuild(inbox: MessagePort, answers: MessagePort, flag: Int32Array, capacity: number): void {
  const text = new TextIndex<ChunkedPostings>(capacity, CHUNKED_POSTINGS);
  const facets = new FacetIndex(STORED_FACETS, capacity);
  const reader = new ProductSourceReader();
  const answer = (message: Answer, transfer: Transferable[] = []) => {
    answers.postMessage(message, transfer);
    Atomics.store(flag, ANSWERED, 1);
    Atomics.notify(flag, ANSWERED);
    inbox.close();
  };
  inbox.on('message', (message: { batch: Batch; finish?: { compact: boolean } }) => {
    // After a failure (answered at once), nothing more: the indexes are not whole.
    if (Atomics.load(flag, ANSWERED) === 1) return;
    try {
      try {
        apply(text, facets, reader, message.batch);
      } finally {
        // The buffers may be filled again.
        Atomics.store(flag, IN_USE + message.batch.buffers, 0);
        Atomics.notify(flag, IN_USE + message.batch.buffers);
        Atomics.add(flag, PROGRESS, 1);
        Atomics.notify(flag, PROGRESS);
      }
      if (!message.finish) return;
      // The postings are copied to their exact length on the main thread (unpackPostings): copied here
      // too, the worker held them twice while the process was at its largest.
      if (message.finish.compact) text.compact(false);
      const { state, transfer } = text.state();
      for (const term of state.terms.values()) for (const chunk of term.postings.chunks) transfer.push(chunk.buffer);
      const built = facets.state();
      answer({ state, facets: built.state }, [...transfer, ...built.transfer]);
    } catch (error) {
      answer({ error: String((error as Error)?.stack ?? error) });
    }
  });
}

function apply(text: TextIndex<ChunkedPostings>, facets: FacetIndex, reader: ProductSourceReader, batch: Batch): void {
  reader.extend(batch.shared, batch.shapes);
  const bytes = Buffer.from(batch.bytes);
  const { ops } = batch;
  const source: (string | null)[] = [];
  let at = 0;
  for (let i = 0; i < batch.count * 3; i += 3) {
    source.length = 0;
    reader.append(source, bytes, at);
    const fields = textFieldsOf(source);
    const slot = ops[i + 1]!;
    if (ops[i] === ADD) {
      text.add(slot, fields);
      facets.addRecord(slot, reader.facets);
    } else {
      text.remove(slot, fields);
      facets.removeRecord(slot, reader.facets);
    }
    at += ops[i + 2]!;
  }
}

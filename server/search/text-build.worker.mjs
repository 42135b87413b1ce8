// The worker thread of text-build.ts. Plain JavaScript, so that it starts the same way whatever runs
// the parent (tsx, Vitest); the TypeScript it needs is loaded through tsx's API.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { inbox, answers, flag, capacity } = workerData;
try {
  const { serveTextBuild } = await tsImport('./text-build-serve.ts', import.meta.url);
  serveTextBuild(inbox, answers, flag, capacity);
} catch (error) {
  // The main thread may be waiting already: the failure is its answer.
  answers.postMessage({ error: String(error?.stack ?? error) });
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

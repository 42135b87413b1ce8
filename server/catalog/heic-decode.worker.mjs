// A worker thread that decodes HEIC pictures (server/catalog/heic-pool.ts starts it). libheif runs as
// WebAssembly, synchronously: on the main thread one phone photo would hold every other request for
// the length of its decode, so it runs here. Plain JavaScript because a worker is loaded by Node itself,
// outside the TypeScript loader the server and the tests run under.
//
// In:  { id, bytes: Uint8Array, maxPixels }
// Out: { id, width, height, data?: Uint8Array (RGBA) } — no data when the picture is larger than
//      maxPixels (it is refused by its size, so it is never decoded) — or { id, unreadable: true }.
import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

async function decode({ bytes, maxPixels }) {
  let images;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    return { unreadable: true };
  }
  try {
    const primary = images[0];
    if (!primary) return { unreadable: true };
    const { width, height } = primary;
    if (width * height > maxPixels) return { width, height };
    const decoded = await primary.decode();
    return { width: decoded.width, height: decoded.height, data: new Uint8Array(decoded.data.buffer) };
  } catch {
    return { unreadable: true };
  } finally {
    images.dispose();
  }
}

parentPort.on('message', async (job) => {
  const answer = await decode(job);
  // The pixels move to the main thread rather than being copied (tens of MB for a phone's photo).
  parentPort.postMessage({ id: job.id, ...answer }, answer.data ? [answer.data.buffer] : []);
});

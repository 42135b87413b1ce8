// The HEIC decodes run on worker threads: the event loop keeps turning while a phone's photo decodes
// (an HTTP request to this thread is answered before the decode settles), at most `maxThreads` decode
// at once, and a file libheif cannot read is answered as unreadable. Nothing here is timed: the marker is
// the order of two events, and decoding on the main thread (the old way) is shown to answer the request
// only after the pixels are made.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import decodeHeic from 'heic-decode';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_PIXELS } from '../../domain/catalog/product-pictures.ts';
import { createHeicPool } from './heic-pool.ts';
import { heicPipeline } from './picture-upload.ts';

const ring = new Uint8Array(readFileSync(new URL('../../tests/fixtures/ring-640x560.heic', import.meta.url)));

/**
 * Whether a request to a server on this thread is answered while `work` is still pending: the marker is
 * the answer's arrival, checked against the work's settling (no clock is read).
 */
async function answeredDuring(work: () => Promise<unknown>): Promise<boolean> {
  const server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    let settled = false;
    const pending = work().finally(() => (settled = true));
    const answer = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    const during = answer === 'ok' && !settled;
    await pending;
    return during;
  } finally {
    server.close();
  }
}

const onMainThread = async (bytes: Uint8Array) => {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    return await images[0]!.decode();
  } finally {
    images.dispose();
  }
};

describe('HEIC decodes off the event loop', () => {
  const pool = createHeicPool({ maxThreads: 1 });
  afterAll(() => pool.close());

  it('decodes the picture to its pixels', async () => {
    const decoded = await pool.decode(ring, PICTURE_MAX_PIXELS);
    expect(decoded.unreadable).toBeUndefined();
    if (decoded.unreadable) return;
    expect([decoded.width, decoded.height, decoded.data?.byteLength]).toEqual([640, 560, 640 * 560 * 4]);
  });

  it('a request waits while the main thread decodes (what the pool is for)', async () => {
    await onMainThread(ring); // libheif loaded, so only the decode itself is measured
    expect(await answeredDuring(() => onMainThread(ring))).toBe(false);
  });

  it('a request is answered while a worker decodes', async () => {
    await pool.decode(ring, PICTURE_MAX_PIXELS); // the worker started
    // A round trip takes several turns of the loop, and on a loaded machine the worker can finish this
    // small picture within them (a full run once saw it): one answer in three tries shows the loop free.
    // The main thread's decode never lets one through, however often it is tried.
    let answered = false;
    for (let i = 0; i < 3 && !answered; i++)
      answered = await answeredDuring(() => pool.decode(ring, PICTURE_MAX_PIXELS));
    expect(answered).toBe(true);
  });

  it('answers a picture over the pixel limit with its size, undecoded', async () => {
    const decoded = await pool.decode(ring, 1000);
    expect(decoded).toEqual({ width: 640, height: 560 });
  });

  it.for([
    ['not a HEIC at all', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])],
    ['a HEIC cut short', ring.slice(0, 2000)],
  ] as const)('answers %s as unreadable', async ([, bytes]) => {
    expect(await pool.decode(bytes, PICTURE_MAX_PIXELS)).toEqual({ unreadable: true });
  });

  it('keeps the caller’s bytes (the worker gets a copy)', async () => {
    const bytes = ring.slice();
    await pool.decode(bytes, PICTURE_MAX_PIXELS);
    expect(bytes.byteLength).toBe(ring.byteLength);
  });
});

describe('at most maxThreads decode at once', () => {
  const pool = createHeicPool({ maxThreads: 2 });
  afterAll(() => pool.close());

  it('queues the rest in order and answers them all', async () => {
    const all = Array.from({ length: 5 }, () => pool.decode(ring, PICTURE_MAX_PIXELS));
    expect(pool.stats()).toEqual({ running: 2, waiting: 3, threads: 2 });
    const answers = await Promise.all(all);
    expect(answers.every((a) => !a.unreadable && a.width === 640)).toBe(true);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0, threads: 2 });
  });
});

describe('an upload’s HEIC through the pool', () => {
  const pool = createHeicPool({ maxThreads: 1 });
  afterAll(() => pool.close());

  it.for([
    ['a good picture', ring, null],
    ['a damaged picture', ring.slice(0, 2000), 'could not be read as a picture (the file may be damaged)'],
  ] as const)('%s', async ([, bytes, problem]) => {
    const read = await heicPipeline(bytes, pool);
    if (problem) return expect(read).toBe(problem);
    expect(typeof read).toBe('object');
    if (typeof read === 'string') return;
    const meta = await read.pipeline.jpeg().toBuffer({ resolveWithObject: true });
    expect([meta.info.width, meta.info.height]).toEqual([640, 560]);
  });
});

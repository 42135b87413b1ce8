// Reads a request's body into bytes, refusing it once it passes a limit. On the store's node:http
// (and HTTP/2) server the bytes come straight from node's request stream: Hono's bodyLimit reads
// `c.req.raw.body`, which makes the adapter build a full web Request and a web stream around every
// call, and that cost more than the handler of a product call (issue 15's profile:
// docs/decisions/2026-11-26-request-path-speed.md). Elsewhere (`app.request` in tests) it reads the
// web Request.
import type { Context } from 'hono';
import { nodeRequestOf } from './request-header.ts';

/** Thrown when the body passes the limit: the caller answers 413 and closes the connection. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is over ${limit} bytes.`);
  }
}

export async function readBodyWithin(c: Context, limit: number): Promise<Buffer> {
  const incoming = nodeRequestOf(c);
  const declared = Number(incoming ? incoming.headers['content-length'] : c.req.header('content-length'));
  // A declared length over the limit is refused before a byte is read.
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(limit);
  if (!incoming) {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length > limit) throw new BodyTooLarge(limit);
    return bytes;
  }
  if (incoming.readableEnded) throw new Error('The request body was read before.');
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    // A chunked body (no length declared) is counted as it arrives and refused the moment it passes.
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        incoming.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onClose = () => {
      if (incoming.readableEnded) return onEnd();
      cleanup();
      reject(new Error('The client closed the connection before its request body arrived.'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

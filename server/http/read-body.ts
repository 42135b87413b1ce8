// Reads a request's body as text, refusing it once it passes a limit, without a web stream: Hono's
// bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full web Request and a
// web stream around every call, and that cost more than the handler of a product call
// (docs/decisions/2026-11-25-request-path-speed.md). A body of declared length is read by the
// adapter's direct path (c.req.text); a chunked one is counted here as it arrives.
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';
import { nodeRequestOf, type NodeRequest } from './request-header.ts';

/** The largest JSON body a call takes (docs/api.md: 413 above 1 MiB). */
export const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

/**
 * The 413 of a body over its limit. The rest of the body is never read, so the connection closes:
 * the client cannot send its next request on it.
 */
export function refuseTooLarge(c: Context, message?: string, fields?: Record<string, string>): never {
  c.header('Connection', 'close');
  throw ApiError.of('PAYLOAD_TOO_LARGE', message, fields);
}

/** The body as text (UTF-8), or a 413 (refuseTooLarge) once it passes `limit` bytes. */
export async function readTextWithin(c: Context, limit: number): Promise<string> {
  try {
    return await readText(c, limit);
  } catch (err) {
    if (err instanceof BodyTooLarge) refuseTooLarge(c);
    throw err;
  }
}

async function readText(c: Context, limit: number): Promise<string> {
  const incoming = nodeRequestOf(c);
  const length = incoming ? incoming.headers['content-length'] : c.req.header('content-length');
  if (length !== undefined || !incoming) {
    // A declared length over the limit is refused before a byte is read; within it, node's parser
    // holds the client to it, and the adapter reads the bytes straight from node's stream.
    if (Number(length) > limit) throw new BodyTooLarge();
    const text = await c.req.text();
    if (!incoming && Buffer.byteLength(text) > limit) throw new BodyTooLarge();
    return text;
  }
  return utf8.decode(await readChunkedWithin(incoming, limit));
}

const utf8 = new TextDecoder();

/** A body sent in chunks (no length declared): counted as it arrives, refused the moment it passes. */
function readChunkedWithin(incoming: NodeRequest, limit: number): Promise<Buffer> {
  if (incoming.readableEnded) return Promise.reject(new Error('The request body was read before.'));
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        incoming.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
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

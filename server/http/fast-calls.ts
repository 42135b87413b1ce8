// The fast door: the calls marked `fast` (a product, a search) answered by a plain node listener
// before Hono, for a clean request only. It validates with the same schema, calls the same handler
// and writes the same headers and log line as the Hono route (mount-calls.ts), in one writeHead and
// one end. Hono's context, its web Request and Response and the adapter's copy into node cost
// about as much as the rest of a product call (docs/decisions/2026-12-01-api-fast-path.md).
// Whatever is not a clean success (a refusal, a thrown error, an odd header, another method) goes
// to Hono as it came, its body handed over if already read, so every refusal stays Hono's, byte
// for byte.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { isJsonMediaType } from './browser-request.ts';
import type { ApiCall } from './define-call.ts';
import { answerJson, PreparedAnswer } from './prepared-answer.ts';
import { MAX_BODY_BYTES } from './read-body.ts';
import { refuseControlCharacters } from './validation.ts';
import { encodeWhole } from './whole-answer.ts';

export type NodeRequest = IncomingMessage | Http2ServerRequest;
export type NodeResponse = ServerResponse | Http2ServerResponse;
export type NodeListener = (req: NodeRequest, res: NodeResponse) => void;

/** `/api/api2/product` → its call, for POST only: a fast call's path has no parameters, so exact. */
export function fastCallTable(calls: readonly ApiCall[]): ReadonlyMap<string, ApiCall> {
  const table = new Map<string, ApiCall>();
  for (const call of calls) {
    if (!call.fast) continue;
    // A call the door cannot answer as Hono would is a mistake in its definition, named at start.
    if (
      call.method !== 'POST' ||
      !call.public ||
      call.path.includes('{') ||
      call.authorize ||
      call.readBody ||
      call.file
    )
      throw new Error(`${call.path} cannot be fast: only a public JSON POST without path parameters can`);
    table.set(`/api/${call.path}`, call);
  }
  return table;
}

/** The fast call of this request line, or undefined (the URL must match exactly: no query, no slash more). */
export function matchFastCall(
  table: ReadonlyMap<string, ApiCall>,
  method: string | undefined,
  url: string | undefined,
): ApiCall | undefined {
  return method === 'POST' && url !== undefined ? table.get(url) : undefined;
}

/**
 * A request the door may take: a JSON body of declared length within the limit, and no sign of a
 * browser page of another site (an Origin, or Sec-Fetch-Site other than same-origin or none).
 * Anything else is Hono's to answer or refuse.
 */
export function isCleanRequest(headers: NodeRequest['headers']): boolean {
  const type = headers['content-type'];
  if (type === undefined || !isJsonMediaType(type)) return false;
  if (headers['transfer-encoding'] !== undefined || headers.origin !== undefined) return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const length = Number(headers['content-length']);
  return length > 0 && length <= MAX_BODY_BYTES;
}

export interface FastDoorOptions {
  calls: readonly ApiCall[];
  /** The security headers of a JSON answer (security-headers.ts `json`). */
  securityHeaders: Readonly<Record<string, string>>;
  /** The request log's logger (request-log.ts `requestLogger`). */
  log: Logger;
  /** Paths the door leaves to Hono whatever the request (search CORS adds headers to each answer). */
  except?: readonly string[];
}

/** Wraps Hono's node listener: a fast call's clean request is answered here, every other goes on. */
export function fastDoor({
  calls,
  securityHeaders,
  log,
  except = [],
}: FastDoorOptions): (next: NodeListener) => NodeListener {
  const table = new Map(fastCallTable(calls));
  for (const path of except) table.delete(path);
  // The headers of each call's success, made once: security, type, the call's own.
  const successHeaders = new Map<ApiCall, Record<string, string>>();
  for (const call of table.values()) {
    const headers: Record<string, string> = Object.assign({}, securityHeaders);
    headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(call.headers ?? {})) headers[name.toLowerCase()] = value;
    successHeaders.set(call, headers);
  }

  return (next) => (req, res) => {
    const call = matchFastCall(table, req.method, req.url);
    if (call === undefined || !isCleanRequest(req.headers)) return next(req, res);
    const started = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => next(req, res));
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      answer(call, body, req, res, started).catch(() => {
        // Hono answers it as it would have (its refusal, its error page), from the same bytes.
        (req as NodeRequest & { rawBody?: Buffer }).rawBody = body;
        next(req, res);
      });
    });
  };

  async function answer(call: ApiCall, raw: Buffer, req: NodeRequest, res: NodeResponse, started: number) {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    // Only a success is answered here: control characters and schema failures are Hono's refusals.
    refuseControlCharacters(parsed);
    const input: unknown = call.input.parse(parsed);
    // A fast call's handler does not read its context (define-call.ts `fast`).
    const result = await call.handle(input, undefined as unknown as Context);
    const json = result instanceof PreparedAnswer ? result.json : answerJson(result, call.raw);
    const headers: Record<string, string | string[]> = Object.assign({}, successHeaders.get(call));
    const bytes = await encodeWhole(headers, json, header(req, 'accept-encoding'));
    headers['content-length'] = String(bytes.length);
    const status = call.successStatus ?? 200;
    (res as ServerResponse).writeHead(status, headers).end(bytes);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: 'POST', path: req.url, status, ms }, 'request');
  }
}

function header(req: NodeRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

// One API call: its path, body schema, answer schema and handler. The same definition validates the
// request, shapes the answer and describes the call in the OpenAPI document, so the three never drift.
import type { Context } from 'hono';
import { z } from 'zod';
import type { ReasonTable } from '../../domain/api/outcome.ts';
import type { PreparedAnswer } from './prepared-answer.ts';

/**
 * How failures are wrapped: plain `{ success, reason, message }`, inside `message` (cart and checkout
 * calls), or Algolia's `{ message, status }` (its REST paths, whose clients read that shape).
 */
export type ErrorStyle = 'plain' | 'message' | 'algolia';

export interface ApiCall<B extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  /** Below /api, e.g. `api2/product` or `pincode/{pincode}` (OpenAPI path syntax). */
  path: string;
  method: 'POST' | 'GET';
  tag: string;
  summary: string;
  description?: string;
  /** The JSON body (POST) or the path and query parameters (GET). */
  input: B;
  /** The success body without `success: true`, which is added unless the call is `raw`. */
  answer: A;
  /**
   * The refusals its service can answer: the area's reason table cut to this call (`pick`); the handler
   * unwraps with that area's table (http/unwrap.ts). The OpenAPI document lists each reason with its status and text.
   */
  refusals?: ReasonTable;
  /** Other refusals, for the documentation: the session guard's, or input checks the handler makes itself. */
  errors?: readonly { status: number; reason: string; description: string }[];
  errorStyle?: ErrorStyle;
  /** A call whose body is not JSON (careers' multipart résumé): reads the body into what `input` parses. */
  readBody?: (c: Context) => Promise<unknown>;
  /**
   * Read-only search that other sites' pages may call (SEARCH_CORS_ORIGINS): a request from another
   * site passes, and a `text/plain` body is read as JSON, as Algolia's clients send it so that the
   * browser skips the CORS preflight. Every other POST call refuses both (http/browser-request.ts).
   */
  openToOtherSites?: boolean;
  /** The body's media type in the OpenAPI document (default application/json). */
  bodyType?: 'application/json' | 'multipart/form-data';
  /** A call whose body may be empty (the spec's "payload: none"): an empty body reads as {}. */
  emptyBodyAllowed?: boolean;
  /** Answer exactly what the handler returns, without `success: true` (foreign shapes: India Post, Algolia). */
  raw?: boolean;
  /** The reason code of a validation failure, when the call has its own (default INVALID_INPUT). */
  invalidReason?: string;
  /** The human text of a validation failure, when the spec's catalogue has one (fields still named). */
  invalidMessage?: string;
  /** The status of a success answer: 200, or 201 for a call that creates something. */
  successStatus?: 200 | 201;
  /**
   * The answer holds nothing personal or secret (the catalogue, search, reference lists): caches may
   * keep it as its own headers say. Every other call answers `Cache-Control: no-store`, refusals
   * included, so that no proxy or shared browser cache keeps a token or a shopper's data: a call
   * forgotten here errs on the private side.
   */
  public?: boolean;
  /**
   * A back office call: the staff roles allowed to make it (the owner may make every one), checked by
   * the wrapper that made it (server/staff/admin-call.ts) and shown in the OpenAPI document.
   */
  staffRoles?: readonly string[];
  /**
   * Runs before the body is read or validated: who may call comes first, so a caller without the
   * right session learns nothing about the call's input (401/403 before any 400).
   */
  authorize?: (c: Context) => Promise<void>;
  /**
   * The answer is a file, not JSON (an invoice's PDF): the handler returns `{ bytes, filename }`
   * (`fileAnswerSchema`), sent with this media type as an attachment of that name. A call whose files
   * differ in type (a résumé: PDF or Word) lists them in `mediaTypes` and its handler names the one of
   * each answer (`mediaType`, one of the list).
   */
  file?: { mediaType: string; mediaTypes?: readonly string[] };
  /**
   * Answered before Hono by a plain node listener when the request is a clean one (http/fast-calls.ts):
   * only for a public JSON call whose handler does not read its Context, and whose every answer but
   * a clean success is left to Hono. The store's busiest calls (a product, a search).
   */
  fast?: boolean;
  /** Headers of every success answer, e.g. a public call's Cache-Control. */
  headers?: Record<string, string>;
  /** The answer, or its bytes made once (prepared-answer.ts) for an answer served again unchanged. */
  handle(
    input: z.infer<B>,
    c: Context,
  ): Promise<z.infer<A> | PreparedAnswer<z.infer<A>>> | z.infer<A> | PreparedAnswer<z.infer<A>>;
}

/** Identity helper that keeps the schema types of one call tied together. */
export function defineCall<B extends z.ZodType, A extends z.ZodType>(call: ApiCall<B, A>): ApiCall<B, A> {
  return call;
}

/** The answer of a `file` call: its bytes and the attachment's name (letters, digits, '-', '.' only). */
export const fileAnswerSchema = z.object({
  bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'bytes'),
  filename: z.string().regex(/^[A-Za-z0-9.-]+$/),
  /** This answer's type when the call's files differ in type (one of its `file.mediaTypes`). */
  mediaType: z.string().optional(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

// Mounts ApiCall definitions on a Hono app under /api: reads and parses the body, validates it,
// calls the handler and answers `{ success: true, ...answer }`, made whole (http/whole-answer.ts).
// Errors go to the app's error mapper.
import type { Context, Hono } from 'hono';
import { ApiError } from './api-error.ts';
import { fileAnswerSchema, type ApiCall } from './define-call.ts';
import type { WholeAnswer } from './whole-answer.ts';
import { answerJson, PreparedAnswer } from './prepared-answer.ts';
import { refuseCrossSite, refuseNonJson } from './browser-request.ts';
import { MAX_BODY_BYTES, readTextWithin } from './read-body.ts';
import { parseOrThrow, refuseControlCharacters } from './validation.ts';

export const ERROR_STYLE_KEY = 'errorStyle';
/** What every call not declared `public` answers with (define-call.ts). */
export const PRIVATE_CACHE_CONTROL = 'no-store';

/** `pincode/{pincode}` → Hono's `/api/pincode/:pincode`. */
export function honoPath(path: string): string {
  return `/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export interface MountOptions {
  /** PUBLIC_URL's host: an Origin naming it is the store's own, whatever Host a proxy passes on. */
  publicHost?: string;
}

export function mountCalls(
  app: Hono,
  calls: readonly ApiCall[],
  answer: WholeAnswer,
  { publicHost }: MountOptions = {},
): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const call of calls) {
    const path = honoPath(call.path);
    if (!methodsByPath.has(path)) methodsByPath.set(path, new Set());
    methodsByPath.get(path)!.add(call.method);
    app.on(call.method, path, async (c) => {
      c.set(ERROR_STYLE_KEY, call.errorStyle ?? 'plain');
      // Before anything can throw: a refusal of a private call says no-store too.
      if (!call.public) c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      let raw: unknown;
      if (call.method === 'GET') {
        if (call.authorize) await call.authorize(c);
        raw = { ...c.req.query(), ...c.req.param() };
      } else {
        // Every POST changes state, sends a message or costs work: another site's page may not make
        // its visitors' browsers call it (http/browser-request.ts), search apart.
        if (!call.openToOtherSites) refuseCrossSite(c, publicHost);
        if (call.authorize) await call.authorize(c);
        if (call.readBody) raw = await call.readBody(c);
        else {
          refuseNonJson(c, { textPlainToo: call.openToOtherSites ?? false });
          raw = await readJsonBody(c, call.emptyBodyAllowed ?? false);
        }
      }
      refuseControlCharacters(raw, call.invalidReason, call.invalidMessage);
      const input = parseOrThrow(call.input, raw, call.invalidReason, call.invalidMessage);
      const result = await call.handle(input, c);
      for (const [name, value] of Object.entries(call.headers ?? {})) c.header(name, value);
      if (call.file) {
        const file = fileAnswerSchema.parse(result);
        const mediaType = file.mediaType ?? call.file.mediaType;
        if (mediaType !== call.file.mediaType && !call.file.mediaTypes?.includes(mediaType))
          throw new Error(`${call.path} answered a file of a type it does not declare: ${mediaType}`);
        c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
        return answer(c, call.successStatus ?? 200, file.bytes, mediaType);
      }
      // Bytes, not a string: a string body goes through the fetch layer's USVString conversion and a
      // second UTF-8 encoding, which cost as much as the JSON itself on a 70 KB search answer.
      const json = result instanceof PreparedAnswer ? result.json : answerJson(result, call.raw);
      return answer(c, call.successStatus ?? 200, json, 'application/json');
    });
  }
  // Any other method on a known path answers 405 with the methods it does take.
  for (const [path, methods] of methodsByPath) {
    app.all(path, (c) => {
      c.header('Allow', [...methods].join(', '));
      throw ApiError.of('METHOD_NOT_ALLOWED', `Use ${[...methods].join(' or ')} for this call.`);
    });
  }
}

async function readJsonBody(c: Context, emptyAllowed: boolean): Promise<unknown> {
  const text = await readTextWithin(c, MAX_BODY_BYTES);
  if (text.trim() === '') {
    if (emptyAllowed) return {};
    throw ApiError.of('INVALID_JSON', 'The request body is empty; this call takes a JSON object.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.of('INVALID_JSON');
  }
}

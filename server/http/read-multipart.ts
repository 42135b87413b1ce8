// A multipart/form-data body as a plain object for a call's zod schema: text fields as strings, files
// as { name, type, bytes }. A field sent twice is refused rather than one copy silently winning. The
// body's size is capped before this runs (the app's body limit for the call's path).
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';

export interface MultipartFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Reads the request's multipart form. `notMultipart` is the refusal for any other content type: what to
 * send, and the problem to show beside the file's field.
 */
export async function readMultipart(
  c: Context,
  notMultipart: { message: string; field: string; problem: string },
): Promise<Record<string, string | MultipartFile>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new ApiError(400, 'INVALID_INPUT', notMultipart.message, { [notMultipart.field]: notMultipart.problem });
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, 'INVALID_INPUT', 'The multipart body could not be read.');
  }
  const out: Record<string, string | MultipartFile> = {};
  for (const [name, value] of form.entries()) {
    if (name in out)
      throw new ApiError(400, 'INVALID_INPUT', `${name}: sent more than once`, { [name]: 'sent more than once' });
    out[name] =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return out;
}

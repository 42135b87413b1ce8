// Control characters and lone surrogates in a request's path or query string, refused before any
// route reads them (the text rule of every input, domain/text/control-characters.ts): a %00 in a
// path parameter or a query reached PostgreSQL and answered 500, and a %0A in a query forged log
// lines. No URL of the store carries a control character, so one test of the raw URL as it came
// (before decoding) guards every page, picture and call; only a refused URL is looked at further,
// to name its field.
import type { MiddlewareHandler } from 'hono';
import { CONTROL_CHARACTER_TEXT } from '../../domain/text/control-characters.ts';
import { ApiError } from './api-error.ts';
import { nodeRequestOf } from './request-header.ts';

// %00-%1F and %7F; C1 controls (U+0080-U+009F are %C2%80-%C2%9F in UTF-8); surrogates, which UTF-8
// cannot carry (%ED%A0-%ED%BF); and the raw bytes themselves, should a client send them unencoded.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_URL = /%[01][0-9a-f]|%7f|%c2%[89][0-9a-f]|%ed%[ab][0-9a-f]|[\u0000-\u001f\u007f]/i;

export function refuseControlUrls(): MiddlewareHandler {
  return async (c, next) => {
    const url = nodeRequestOf(c)?.url ?? new URL(c.req.url).pathname + new URL(c.req.url).search;
    if (CONTROL_IN_URL.test(url)) {
      const field = fieldOf(url);
      throw new ApiError(400, 'INVALID_INPUT', `${field}: ${CONTROL_CHARACTER_TEXT}`, {
        [field]: CONTROL_CHARACTER_TEXT,
      });
    }
    await next();
  };
}

/** `path`, or the name of the query parameter that holds the character. */
function fieldOf(url: string): string {
  const query = url.indexOf('?');
  if (query < 0 || CONTROL_IN_URL.test(url.slice(0, query))) return 'path';
  for (const pair of url.slice(query + 1).split('&')) {
    if (!CONTROL_IN_URL.test(pair)) continue;
    const name = pair.split('=')[0]!;
    return CONTROL_IN_URL.test(name) ? 'query' : safeDecode(name);
  }
  return 'query';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

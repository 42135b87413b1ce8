// The pages' calls to the API: JSON in (or multipart, when the body is FormData: the careers résumé)
// and JSON out, the session's bearer token when there is one
// (docs/spec.md#first-6: "Authorization is sent as a bearer token, plus the headers api_token, user_id and
// user_type"), a time limit, and one answer shape for the pages whatever went wrong.
import { getSession, setSession } from '../state/session';

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  /** The answer's body on success. */
  data: T;
  /** The server's reason code on failure (LOGIN_FAILED, OTP_MISSMATCH…), NETWORK_ERROR or OFFLINE. */
  reason: string;
  /** The server's text on failure. */
  message: string;
  /** Fields the server refused, by name. */
  fields: Record<string, string>;
  /** Seconds from a Retry-After header. */
  retryAfter: number | null;
}

interface FailureBody {
  reason?: string;
  message?: string | { text?: string; trace?: { fields?: Record<string, string> } };
  fields?: Record<string, string>;
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  { auth = false, timeoutMs = 20_000, method = 'POST' as 'POST' | 'GET' } = {},
): Promise<ApiAnswer<T>> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // The browser writes a multipart body's content type itself, with its boundary.
  const headers: Record<string, string> =
    multipart || method === 'GET'
      ? { accept: 'application/json' }
      : { 'content-type': 'application/json', accept: 'application/json' };
  const session = auth ? getSession() : null;
  if (session) {
    headers.authorization = `Bearer ${session.token}`;
    headers.api_token = session.api_token;
    headers.user_id = String(session.user_id);
    headers.user_type = session.user_type;
  }
  const failed = (
    reason: string,
    status = 0,
    message = '',
    fields: Record<string, string> = {},
    retryAfter: number | null = null,
  ): ApiAnswer<T> => ({
    ok: false,
    status,
    data: undefined as T,
    reason,
    message,
    fields,
    retryAfter,
  });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return failed('OFFLINE');
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : multipart ? body : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'same-origin',
    });
  } catch {
    return failed(typeof navigator !== 'undefined' && navigator.onLine === false ? 'OFFLINE' : 'NETWORK_ERROR');
  }
  const json = (await res.json().catch(() => null)) as unknown;
  if (res.ok)
    return { ok: true, status: res.status, data: json as T, reason: '', message: '', fields: {}, retryAfter: null };
  const f = (json ?? {}) as FailureBody;
  const text = typeof f.message === 'string' ? f.message : (f.message?.text ?? '');
  const fields = f.fields ?? (typeof f.message === 'object' ? f.message?.trace?.fields : undefined) ?? {};
  const retry = Number(res.headers.get('retry-after'));
  // The token is no longer valid (logged out elsewhere, expired, password changed on another device).
  if (auth && res.status === 401 && session) setSession(null);
  return failed(
    f.reason ?? (res.status >= 500 ? 'SERVER_ERROR' : 'REQUEST_FAILED'),
    res.status,
    text,
    fields,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

/** A GET call (the member's savings plan passbook), with the same answer shape as apiPost. */
export function apiGet<T>(path: string, options: { auth?: boolean; timeoutMs?: number } = {}): Promise<ApiAnswer<T>> {
  return apiPost<T>(path, undefined, { ...options, method: 'GET' });
}

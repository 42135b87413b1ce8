// The back office pages' calls to /api/admin/*: the staff token from this tab's session, JSON both
// ways, one answer shape whatever went wrong. A 401 means the session ended (8 hours, 30 idle
// minutes, signed out elsewhere): it is forgotten and the page goes back to the sign-in.
import { getAdminSession, setAdminSession } from '../state/admin-session';
import { bearerDownload } from './bearer-download';

export interface AdminAnswer<T> {
  ok: boolean;
  status: number;
  data: T;
  reason: string;
  message: string;
  fields: Record<string, string>;
}

/** A refused call in one line for the page: each field's problem, or the answer's message. */
export const problemOf = (a: Pick<AdminAnswer<unknown>, 'fields' | 'message'>): string =>
  Object.entries(a.fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ') || a.message;

/** A list page's address with some of its filters changed (null removes one), back on its first page. */
export function listLink(path: string, queryText: string, change: Record<string, string | null>): string {
  const next = new URLSearchParams(queryText);
  next.delete('page');
  for (const [k, v] of Object.entries(change)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  return `${path}${next.size > 0 ? `?${next}` : ''}`;
}

export async function adminCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<AdminAnswer<T>> {
  const session = getAdminSession();
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  // A form (a picture's upload) goes as multipart, its boundary set by the browser.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (method === 'POST' && !form) headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Bearer ${session.token}`;
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method,
      headers,
      body: method === 'POST' ? (form ? body : JSON.stringify(body ?? {})) : undefined,
      // An upload of 15 MB (and a phone's HEIC decoded on the server) may take longer than a JSON call.
      signal: AbortSignal.timeout(form ? 120_000 : 20_000),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      status: 0,
      data: undefined as T,
      reason: 'NETWORK_ERROR',
      message: 'The store could not be reached. Check the connection and try again.',
      fields: {},
    };
  }
  const json = (await res.json().catch(() => ({}))) as {
    reason?: string;
    message?: string;
    fields?: Record<string, string>;
  };
  if (res.ok) return { ok: true, status: res.status, data: json as T, reason: '', message: '', fields: {} };
  if (res.status === 401 && session && !path.startsWith('admin/login')) {
    setAdminSession(null);
    if (typeof window !== 'undefined')
      window.location.assign(`/admin/login?next=${encodeURIComponent(window.location.pathname)}`);
  }
  return {
    ok: false,
    status: res.status,
    data: undefined as T,
    reason: json.reason ?? 'REQUEST_FAILED',
    message: json.message ?? 'The request failed.',
    fields: json.fields ?? {},
  };
}

/**
 * A staff-only picture (a return's photo) as an object URL for an <img>: an image tag cannot carry the
 * bearer token, so the page fetches it. Null when it could not be fetched; the caller revokes the URL.
 */
export async function adminObjectUrl(path: string): Promise<string | null> {
  const session = getAdminSession();
  if (!session) return null;
  try {
    const res = await fetch(path.startsWith('/') ? path : `/api/${path}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    return res.ok ? URL.createObjectURL(await res.blob()) : null;
  } catch {
    return null;
  }
}

/** A staff download (an invoice PDF): fetched with the staff token and handed to the browser as a file. */
export async function adminDownload(path: string, filename: string): Promise<boolean> {
  const session = getAdminSession();
  return session ? bearerDownload(`/api/${path}`, session.token, filename) : false;
}

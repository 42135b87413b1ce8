// The back office pages' calls to /api/admin/*: the staff token from this tab's session, JSON both
// ways, one answer shape whatever went wrong. A 401 means the session ended (8 hours, 30 idle
// minutes, signed out elsewhere): it is forgotten and the page goes back to the sign-in.
import { getAdminSession, setAdminSession } from '../state/admin-session';

export interface AdminAnswer<T> {
  ok: boolean;
  status: number;
  data: T;
  reason: string;
  message: string;
  fields: Record<string, string>;
}

export async function adminCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AdminAnswer<T>> {
  const session = getAdminSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Bearer ${session.token}`;
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined, signal: AbortSignal.timeout(20_000), credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, data: undefined as T, reason: 'NETWORK_ERROR', message: 'The store could not be reached. Check the connection and try again.', fields: {} };
  }
  const json = (await res.json().catch(() => ({}))) as { reason?: string; message?: string; fields?: Record<string, string> };
  if (res.ok) return { ok: true, status: res.status, data: json as T, reason: '', message: '', fields: {} };
  if (res.status === 401 && session && !path.startsWith('admin/login')) {
    setAdminSession(null);
    if (typeof window !== 'undefined') window.location.assign(`/admin/login?next=${encodeURIComponent(window.location.pathname)}`);
  }
  return { ok: false, status: res.status, data: undefined as T, reason: json.reason ?? 'REQUEST_FAILED', message: json.message ?? 'The request failed.', fields: json.fields ?? {} };
}

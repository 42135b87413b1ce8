// Sending a form that staff read: the hidden ALTCHA check is solved first (app/lib/captcha.ts), then
// the call goes out as JSON, or as multipart for the careers résumé. One answer shape either way.
import { apiPost, type ApiAnswer } from '../../lib/authed-fetch';
import { solveCaptcha } from '../../lib/captcha';

const unsolved = <T>(): ApiAnswer<T> => ({ ok: false, status: 0, data: undefined as T, reason: 'CAPTCHA_UNAVAILABLE', message: 'The human check could not run. Please check your connection and try again.', fields: {}, retryAfter: null });

export async function sendJsonForm<T>(path: string, body: Record<string, unknown>): Promise<ApiAnswer<T>> {
  const captcha = await solveCaptcha();
  if (!captcha) return unsolved<T>();
  return apiPost<T>(path, { ...body, captcha }, { timeoutMs: 30_000 });
}

export async function sendMultipartForm<T>(path: string, form: FormData): Promise<ApiAnswer<T>> {
  const captcha = await solveCaptcha();
  if (!captcha) return unsolved<T>();
  form.set('captcha', captcha);
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { method: 'POST', body: form, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(60_000), credentials: 'same-origin' });
  } catch {
    return { ...unsolved<T>(), reason: navigator.onLine === false ? 'OFFLINE' : 'NETWORK_ERROR', message: 'The application could not be sent. Please check your connection and try again.' };
  }
  const json = (await res.json().catch(() => null)) as { reason?: string; message?: string; fields?: Record<string, string> } | null;
  if (res.ok) return { ok: true, status: res.status, data: json as T, reason: '', message: '', fields: {}, retryAfter: null };
  const retry = Number(res.headers.get('retry-after'));
  return { ok: false, status: res.status, data: undefined as T, reason: json?.reason ?? 'REQUEST_FAILED', message: json?.message ?? '', fields: json?.fields ?? {}, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
}

/** The server's field messages, capitalised for display beside their fields. */
export function fieldMessages(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, text.charAt(0).toUpperCase() + text.slice(1)]));
}

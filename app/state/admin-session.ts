// The back office's session on this device: the staff token and who it is, kept in sessionStorage,
// so it ends with the tab (a tablet at the counter is shared) and is never sent to the shop's pages.
import type { StaffPublic } from '../../domain/staff/api-schemas';

const KEY = 'suvarna.admin.session';

export interface AdminSession {
  token: string;
  staff: StaffPublic;
}

export function getAdminSession(): AdminSession | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AdminSession | null;
    return parsed && typeof parsed.token === 'string' && parsed.staff ? parsed : null;
  } catch {
    return null;
  }
}

export function setAdminSession(session: AdminSession | null): void {
  if (typeof sessionStorage === 'undefined') return;
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
}

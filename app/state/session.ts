// The member's session on this device (docs/spec.md#first-3 "Session data kept on the device"), for the
// header and the account pages. Tiny on purpose: it is in every page's first load.
//
// localStorage cannot be read on the server, so the server renders a guest and the stored session
// shows once the page has hydrated (React's server snapshot is null, then it reads the device).
// Other tabs follow through the `storage` event: a login or logout in one tab shows in all.
import { useSyncExternalStore } from 'react';
import { parseStoredSession, type StoredSession } from '../../domain/accounts/stored-session';

export const SESSION_KEY = 'suvarna.session';

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let last: StoredSession | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    // No storage (the server, or switched off): a guest.
    return null;
  }
}

/** The stored session; the same object while the stored text is the same (React compares snapshots). */
export function getSession(): StoredSession | null {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parseStoredSession(raw);
  }
  return last;
}

const emit = () => listeners.forEach((l) => l());

/** Calls `listener` on every change of the session, here or in another tab; answers the unsubscribe. */
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === SESSION_KEY || e.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the session data a login answered (null: log out on this device). */
export function setSession(session: StoredSession | null) {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage off: the session cannot outlive this page, which the shopper will notice at the next one.
  }
  emit();
}

/**
 * The member's email as the server now has it (it changes by profile/email/change once the new
 * address's link is opened): the stored session follows, so forms that send it stay the member's.
 */
export function keepSessionEmail(email: string) {
  const session = getSession();
  if (session && session.email !== email) setSession({ ...session, email });
}

const none = () => null;

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, none);
}

const noop = () => () => {};
/** False while the server renders and hydration runs; true after (a page may then trust useSession). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

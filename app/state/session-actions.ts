// What changes the session: keeping the data a login answered, and logging out. Loaded on demand
// (a press on 'Log out', a login form), never in the first load.
import type { StoredSession } from '../../domain/accounts/stored-session';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';
import { forgetCartOfOthers } from './cart';
import { setSession } from './session';

/**
 * The session data of register2, login and verify/otp, as the device keeps it. The cart syncs at
 * once: the server merges this device's cart into the member's, and the header count follows.
 */
export function keepSession(result: StoredSession) {
  setSession({ ...result, api_token: result.token, cart_id: result.cart_id ?? null });
  void forgetCartOfOthers().then(() => import('./cart-actions').then((m) => m.syncCartNow()));
}

/**
 * Ends the session on the server (best effort), leaves the page through `leave` (to /login), then
 * forgets it on this device and says so (spec: 'Logged Out '). Leaving first keeps a members-only
 * page from sending the shopper to /login?redirect=… the moment the session is gone.
 */
export async function logOut(leave: () => Promise<void> | void): Promise<void> {
  // The device forgets the session even when the server cannot be reached: the shopper asked to leave.
  await apiPost('logout', {}, { auth: true, timeoutMs: 5_000 });
  await leave();
  setSession(null);
  // The member's cart stays on the server for their next login, not on this (perhaps shared) device.
  await forgetCartOfOthers();
  toast(ACCOUNT_TEXTS.loggedOut);
}

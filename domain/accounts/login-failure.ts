// Which of the two failure toasts of the first spec's account catalogue (§8) a failed password login
// shows. 'Login Failed..!' says the email or the password is wrong, so it is kept for exactly that
// answer (LOGIN_FAILED); a login that failed for any other reason — the security check not passed,
// too many tries from this network, the store unreachable, offline, a server error — is
// 'User Login Failed...': the shopper's credentials were never judged, and must not be blamed.
import { ACCOUNT_TEXTS } from './messages.ts';

export function loginFailureToast(reason: string): string {
  return reason === 'LOGIN_FAILED' ? ACCOUNT_TEXTS.loginFailed : ACCOUNT_TEXTS.userLoginFailed;
}

// The sentence for a refused or failed account call, when the page has no more specific one.
import { tooManyAttemptsText } from '../../../domain/accounts/messages';
import { OTP_MESSAGES } from '../../../domain/accounts/otp-reasons';
import type { ApiAnswer } from '../../lib/authed-fetch';

export const SOMETHING_WRONG = 'Something went wrong';

export function failureText(answer: ApiAnswer<unknown>, fallback: string): string {
  if (answer.reason === 'OFFLINE') return OTP_MESSAGES.OFFLINE;
  if (answer.reason === 'NETWORK_ERROR')
    return `${OTP_MESSAGES.NETWORK_ERROR.trim()}: we could not reach the store. Please try again.`;
  if (answer.reason === 'TOO_MANY_ATTEMPTS') return tooManyAttemptsText(answer.retryAfter ?? 15 * 60);
  if (answer.status >= 500) return `${SOMETHING_WRONG}. Please try again in a moment.`;
  return answer.message || fallback;
}

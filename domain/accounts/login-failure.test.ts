import { describe, expect, it } from 'vitest';
import { loginFailureToast } from './login-failure.ts';

describe('the toast of a failed login', () => {
  it.each([
    ['LOGIN_FAILED', 'Login Failed..!'],
    ['CAPTCHA_REQUIRED', 'User Login Failed...'],
    ['TOO_MANY_ATTEMPTS', 'User Login Failed...'],
    ['NETWORK_ERROR', 'User Login Failed...'],
    ['OFFLINE', 'User Login Failed...'],
    ['INTERNAL_ERROR', 'User Login Failed...'],
    ['INVALID_INPUT', 'User Login Failed...'],
    ['', 'User Login Failed...'],
  ])('%s → %s', (reason, toast) => {
    expect(loginFailureToast(reason)).toBe(toast);
  });
});

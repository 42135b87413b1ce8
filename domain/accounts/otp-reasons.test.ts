import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES, OTP_REFUSALS } from './otp-reasons.ts';

describe('the one-time-code reason table', () => {
  it('is the spec table, letter for letter', () => {
    expect(OTP_MESSAGES).toEqual({
      INVALID_REQUEST: ' Invalid request',
      OTP_MISSMATCH: ' Enter valid OTP',
      OTP_EXPIRED: ' Your OTP has been expired',
      TOKEN_CANCELED: ' Your OTP token has been expired',
      NO_OTP_TOKEN: ' Invalid request',
      WAIT_TIMEOUT: 'Please try again after',
      OTP_UNVERIFIED: 'Please verify your mobile number',
      INVALID_SECRET: ' Invalid OTP',
      NETWORK_ERROR: ' Network Error',
      OFFLINE: 'Please check your connection',
      success: ' Verification Successfull',
    });
  });

  it('gives every server refusal a failure status and leaves the client-only codes out', () => {
    for (const [reason, { status, text }] of Object.entries(OTP_REFUSALS)) {
      expect(OTP_MESSAGES[reason as keyof typeof OTP_MESSAGES]).toBe(text);
      expect(status).toBeGreaterThanOrEqual(400);
    }
    expect(OTP_REFUSALS).not.toHaveProperty('NETWORK_ERROR');
    expect(OTP_REFUSALS).not.toHaveProperty('OFFLINE');
  });
});

import { describe, expect, it } from 'vitest';
import { permissionsPolicy } from './permissions-policy.ts';

const directives = (policy: string) => new Map(policy.split(', ').map((d) => d.split('=') as [string, string]));

describe('permissionsPolicy', () => {
  it('denies every powerful feature the store does not use, payment included, with the local payment double', () => {
    const policy = directives(permissionsPolicy({ razorpay: false }));
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'publickey-credentials-get',
      'otp-credentials',
    ]) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // Names Chromium does not recognise (it says so in every page's console) deny nothing.
    expect(policy.has('ambient-light-sensor')).toBe(false);
    expect(policy.has('bluetooth')).toBe(false);
    // The product page's share panel copies the link.
    expect(policy.get('clipboard-write')).toBe('(self)');
  });

  it("lets only Razorpay's checkout frame use the Payment Request API and read the SMS code, when Razorpay is in use", () => {
    const policy = directives(permissionsPolicy({ razorpay: true }));
    expect(policy.get('payment')).toBe('("https://api.razorpay.com")');
    expect(policy.get('otp-credentials')).toBe('("https://api.razorpay.com")');
    expect(policy.get('camera')).toBe('()');
    expect(policy.get('geolocation')).toBe('()');
  });
});

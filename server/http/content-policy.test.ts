import { describe, expect, it } from 'vitest';
import { LOCAL_KEY_ID } from '../payments/local-keys.ts';
import { storePolicies } from './content-policy.ts';
import { policyText } from './security-headers.ts';

/** One directive of the policy's text, as a browser reads it. */
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
const feature = (policy: string, name: string) => policy.split(', ').find((d) => d.startsWith(`${name}=`));

const cases = [
  {
    store: 'the local payment double',
    env: { RAZORPAY_KEY_ID: LOCAL_KEY_ID, NODE_ENV: 'production' },
    formAction: "form-action 'self'",
    frameSrc: "frame-src 'self'",
    scriptSrc: "script-src 'self'",
    connectSrc: "connect-src 'self'",
    payment: 'payment=()',
  },
  {
    store: "Razorpay's keys",
    env: { RAZORPAY_KEY_ID: 'rzp_test_hdr', NODE_ENV: 'production' },
    formAction: "form-action 'self' https://api.razorpay.com",
    frameSrc: "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    scriptSrc: "script-src 'self' https://checkout.razorpay.com",
    connectSrc: "connect-src 'self' https://lumberjack.razorpay.com",
    payment: 'payment=("https://api.razorpay.com")',
  },
  {
    store: 'development, with the local double',
    env: { RAZORPAY_KEY_ID: LOCAL_KEY_ID, NODE_ENV: 'development' },
    formAction: "form-action 'self'",
    frameSrc: "frame-src 'self'",
    scriptSrc: "script-src 'self'",
    connectSrc: "connect-src 'self' ws:",
    payment: 'payment=()',
  },
];

describe('storePolicies', () => {
  it.for(cases)('with $store: what may be framed, posted to, loaded and delegated', (c) => {
    const { csp, permissionsPolicy } = storePolicies(c.env);
    const text = policyText(csp);
    expect(directive(text, 'form-action')).toBe(c.formAction);
    expect(directive(text, 'frame-src')).toBe(c.frameSrc);
    expect(directive(text, 'script-src')).toBe(c.scriptSrc);
    expect(directive(text, 'connect-src')).toBe(c.connectSrc);
    expect(feature(permissionsPolicy, 'payment')).toBe(c.payment);
    // Whatever the payment provider: nothing frames the store, no <base>, no plug-ins, no camera.
    expect(directive(text, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(text, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(text, 'object-src')).toBe("object-src 'none'");
    expect(feature(permissionsPolicy, 'camera')).toBe('camera=()');
  });
});

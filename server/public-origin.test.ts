// The origin of every absolute link, from the configuration alone (server/public-origin.ts).
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { configuredOrigin } from './public-origin.ts';

describe('configuredOrigin', () => {
  it.each<[Record<string, string>, string]>([
    [{}, 'http://localhost:3000'],
    [{ PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: 'localhost', PORT: '4000' }, 'http://localhost:4000'],
    [{ HOST: '::1' }, 'http://localhost:3000'],
    [{ TLS_CERT_FILE: '/c.pem', TLS_KEY_FILE: '/k.pem', PORT: '8443' }, 'https://localhost:8443'],
    [{ PUBLIC_URL: 'https://shop.example.in/', DEMO_MODE: 'true' }, 'https://shop.example.in'],
    [{ PUBLIC_URL: 'https://shop.example.in:8443/store', DEMO_MODE: 'true' }, 'https://shop.example.in:8443'],
    [{ PUBLIC_URL: 'http://localhost:5000' }, 'http://localhost:5000'],
    [
      { HOST: '0.0.0.0', PORT: '80', DEMO_MODE: 'true', PUBLIC_URL: 'https://demo.example.in' },
      'https://demo.example.in',
    ],
  ])('%o: %s', (source, origin) => {
    expect(configuredOrigin(parseEnv(source))).toBe(origin);
  });

  it('brackets an IPv6 HOST and leaves out a default port', () => {
    expect(configuredOrigin({ HOST: 'fd00::5', PORT: 80, PUBLIC_URL: undefined, TLS_CERT_FILE: undefined })).toBe(
      'http://[fd00::5]',
    );
    expect(configuredOrigin({ HOST: 'shop.lan', PORT: 443, PUBLIC_URL: undefined, TLS_CERT_FILE: '/c.pem' })).toBe(
      'https://shop.lan',
    );
  });
});

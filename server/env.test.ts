// The environment is read once and refused whole when a value is malformed (server/env.ts): a
// table of the store's contacts, which every page shows.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageCacheDir, parseEnv } from './env.ts';

describe('store contacts in the environment', () => {
  it('has placeholder defaults, so npm start needs none', () => {
    const env = parseEnv({});
    expect([env.STORE_WHATSAPP, env.STORE_PHONE, env.STORE_EMAIL]).toEqual([
      '910000000000',
      '+910000000000',
      'care@suvarna.example',
    ]);
  });

  it.each([
    ['STORE_WHATSAPP', '919876543210', true],
    ['STORE_WHATSAPP', '+919876543210', false],
    ['STORE_WHATSAPP', '91 98765 43210', false],
    ['STORE_WHATSAPP', '98765', false],
    ['STORE_PHONE', '+919876543211', true],
    ['STORE_PHONE', '02240001234', true],
    ['STORE_PHONE', 'call us', false],
    ['STORE_EMAIL', 'care@example.in', true],
    ['STORE_EMAIL', 'care at example.in', false],
  ])('%s=%s accepted: %s', (name, value, accepted) => {
    const read = () => parseEnv({ [name]: value });
    if (accepted) expect(read()[name as 'STORE_PHONE']).toBe(value);
    else expect(read).toThrow(new RegExp(`${name}:`));
  });
});

describe('the picture cache cap', () => {
  it('is 1 GiB by default', () => {
    expect(parseEnv({}).IMAGE_CACHE_MAX_MB).toBe(1024);
  });

  it.each(['16', '512', '1048576'])('IMAGE_CACHE_MAX_MB=%s is accepted', (value) => {
    expect(parseEnv({ IMAGE_CACHE_MAX_MB: value }).IMAGE_CACHE_MAX_MB).toBe(Number(value));
  });

  it.each([
    ['lots', 'a whole number of MiB'],
    ['1.5', 'a whole number of MiB'],
    ['0', 'at least 16 MiB'],
    ['-100', 'at least 16 MiB'],
    ['15', 'at least 16 MiB'],
    ['1048577', 'at most 1048576 MiB'],
  ])('IMAGE_CACHE_MAX_MB=%s stops the start: %s', (value, message) => {
    expect(() => parseEnv({ IMAGE_CACHE_MAX_MB: value })).toThrow(`IMAGE_CACHE_MAX_MB: ${message}`);
  });
});

describe("the embedded database's buffer pool", () => {
  it("is PostgreSQL's default, 128 MiB, unless set", () => {
    expect(parseEnv({}).PGLITE_SHARED_BUFFERS_MB).toBe(128);
  });

  it.each(['1', '16', '1024'])('PGLITE_SHARED_BUFFERS_MB=%s is accepted', (value) => {
    expect(parseEnv({ PGLITE_SHARED_BUFFERS_MB: value }).PGLITE_SHARED_BUFFERS_MB).toBe(Number(value));
  });

  it.each([
    ['lots', 'a whole number of MiB'],
    ['16MB', 'a whole number of MiB'],
    ['2.5', 'a whole number of MiB'],
    ['0', 'at least 1 MiB'],
    ['1025', 'at most 1024 MiB'],
  ])('PGLITE_SHARED_BUFFERS_MB=%s stops the start: %s', (value, message) => {
    expect(() => parseEnv({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow(`PGLITE_SHARED_BUFFERS_MB: ${message}`);
  });
});

describe('the picture cache folder', () => {
  it.each([
    [{}, path.resolve('data', 'images')],
    [{ DATA_DIR: '/srv/store' }, '/srv/store/images'],
    [{ DATA_DIR: '/srv/store', IMAGE_CACHE_DIR: '/var/cache/suvarna' }, '/var/cache/suvarna'],
    [{ IMAGE_CACHE_DIR: 'cache/pictures' }, path.resolve('cache', 'pictures')],
  ])('%j: %s', (settings, dir) => {
    expect(imageCacheDir(parseEnv(settings))).toBe(dir);
  });
});

describe('TLS files', () => {
  it('are unset by default: plain HTTP', () => {
    const env = parseEnv({});
    expect([env.TLS_CERT_FILE, env.TLS_KEY_FILE]).toEqual([undefined, undefined]);
  });

  it.each([
    [{ TLS_CERT_FILE: '/etc/store/cert.pem', TLS_KEY_FILE: '/etc/store/key.pem' }, true],
    [{ TLS_CERT_FILE: '/etc/store/cert.pem' }, false],
    [{ TLS_KEY_FILE: '/etc/store/key.pem' }, false],
    [{ TLS_CERT_FILE: '/etc/store/cert.pem', TLS_KEY_FILE: '' }, false],
  ])('%o accepted: %s', (source, accepted) => {
    if (accepted) expect(parseEnv(source)).toMatchObject(source);
    else expect(() => parseEnv(source)).toThrow(/TLS_CERT_FILE, TLS_KEY_FILE: set both/);
  });

  it('names the pair and any other bad variable at once', () => {
    expect(() => parseEnv({ TLS_CERT_FILE: '/c.pem', PORT: 'eighty' })).toThrow(
      /PORT: .*\n {2}TLS_CERT_FILE, TLS_KEY_FILE: set both/s,
    );
  });
});

describe('variables the store does not read', () => {
  // REDIS_URL was once validated but used by nothing: the rate limits live in PostgreSQL.
  it('ignores a leftover REDIS_URL, whatever its value', () => {
    const env = parseEnv({ REDIS_URL: 'not a url' });
    expect(env).not.toHaveProperty('REDIS_URL');
  });
});

describe('SEARCH_CORS_ORIGINS', () => {
  it('is none by default', () => {
    expect(parseEnv({}).SEARCH_CORS_ORIGINS).toEqual([]);
  });

  it.each<[string, string[]]>([
    ['https://blog.example.com', ['https://blog.example.com']],
    [' https://blog.example.com , http://localhost:5173,', ['https://blog.example.com', 'http://localhost:5173']],
  ])('%j is read as %j', (value, origins) => {
    expect(parseEnv({ SEARCH_CORS_ORIGINS: value }).SEARCH_CORS_ORIGINS).toEqual(origins);
  });

  it.each(['*', 'blog.example.com', 'https://blog.example.com/', 'https://a.example.com,https://b.example.com/shop'])(
    '%j stops the start, naming the variable',
    (value) => {
      expect(() => parseEnv({ SEARCH_CORS_ORIGINS: value })).toThrow(/SEARCH_CORS_ORIGINS: ".*" is not an origin/);
    },
  );
});

describe('a deployed store', () => {
  it('starts on a laptop with nothing set, as npm start runs it', () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toMatchObject({
      HOST: '127.0.0.1',
      DEMO_MODE: false,
      NOTIFY_TRANSPORT: 'dev',
    });
  });

  it('refuses to start on the demo parts, naming every missing setting at once', () => {
    expect(() => parseEnv({ HOST: '0.0.0.0' })).toThrow(
      /^Invalid environment:\n {2}PUBLIC_URL: required .*\n {2}RAZORPAY_KEY_ID: .*\n {2}NOTIFY_TRANSPORT: .*\n {2}STORE_GSTIN: .*demo business.*$/,
    );
  });

  it('starts with its real settings', () => {
    const env = parseEnv({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://shop.example.in',
      RAZORPAY_KEY_ID: 'rzp_live_AbC123',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      NOTIFY_TRANSPORT: 'live',
      STORE_GSTIN: '32AABCT1332L1ZN',
    });
    expect(env.PUBLIC_URL).toBe('https://shop.example.in');
  });

  it('starts as a public demo with DEMO_MODE=true and its address', () => {
    expect(parseEnv({ HOST: '0.0.0.0', PUBLIC_URL: 'https://demo.example.in', DEMO_MODE: 'true' }).DEMO_MODE).toBe(
      true,
    );
    expect(() => parseEnv({ HOST: '0.0.0.0', DEMO_MODE: 'true' })).toThrow(/PUBLIC_URL: required/);
  });

  it.each(['yes please', '2'])('DEMO_MODE=%s stops the start, naming the variable', (value) => {
    expect(() => parseEnv({ DEMO_MODE: value })).toThrow(/DEMO_MODE:/);
  });

  it.each(['shop.example.in', 'ftp://shop.example.in', 'javascript:alert(1)'])(
    'PUBLIC_URL=%s stops the start, naming the variable',
    (value) => {
      expect(() => parseEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL: an http:\/\/ or https:\/\/ address/);
    },
  );
});

describe("the store's GST registration", () => {
  it('has a demo registration in Kerala that passes its own check', () => {
    const env = parseEnv({});
    expect([env.STORE_LEGAL_NAME, env.STORE_STATE, env.STORE_GSTIN]).toEqual([
      'Suvarna Jewellers Private Limited',
      'Kerala',
      '32AAECS1234F1ZX',
    ]);
  });

  it.each<[Record<string, string>, RegExp | null]>([
    [{ STORE_GSTIN: '27AAPFU0939F1ZV', STORE_STATE: 'Maharashtra' }, null],
    [{ STORE_GSTIN: '27aapfu0939f1zv', STORE_STATE: 'maharashtra' }, null],
    [{ STORE_GSTIN: '27AAPFU0939F1ZV' }, /STORE_GSTIN: a GSTIN of Kerala starts with 32/],
    [{ STORE_GSTIN: '32AAECS1234F1ZA' }, /STORE_GSTIN: the check character A/],
    [{ STORE_GSTIN: '32AAECS1234F' }, /STORE_GSTIN: a GSTIN is 15 characters/],
    [{ STORE_STATE: 'Atlantis' }, /STORE_STATE: "Atlantis" is not an Indian state/],
    [{ STORE_LEGAL_NAME: 'X' }, /STORE_LEGAL_NAME/],
  ])('%o', (source, problem) => {
    if (problem === null) expect(parseEnv(source).STORE_STATE).toBe('Maharashtra');
    else expect(() => parseEnv(source)).toThrow(problem);
  });
});

// The rules of "is this store deployed, and what is it missing" (server/deployment.ts), as a table.
import { describe, expect, it } from 'vitest';
import {
  DEMO_STORE_GSTIN,
  deployedBecause,
  deploymentProblems,
  isLoopbackHost,
  type DeploymentSettings,
} from './deployment.ts';

const laptop: DeploymentSettings = {
  HOST: '127.0.0.1',
  PUBLIC_URL: undefined,
  RAZORPAY_KEY_ID: 'rzp_test_local',
  NOTIFY_TRANSPORT: 'dev',
  DEMO_MODE: false,
  STORE_GSTIN: DEMO_STORE_GSTIN,
};
const real = { RAZORPAY_KEY_ID: 'rzp_live_AbC123', NOTIFY_TRANSPORT: 'live', STORE_GSTIN: '32AABCT1332L1ZN' } as const;
const named = (problems: string[]) => problems.map((line) => line.trim().split(':')[0]);

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['shop.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['10.0.0.5', false],
    ['shop.example.in', false],
    ['localhost.example.in', false],
    ['128.0.0.1', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('deployedBecause', () => {
  it.each<[Partial<DeploymentSettings>, string | null]>([
    [{}, null],
    [{ HOST: 'localhost' }, null],
    [{ HOST: '::1' }, null],
    [{ PUBLIC_URL: 'http://localhost:3000' }, null],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080/' }, null],
    [{ HOST: '0.0.0.0' }, 'HOST is 0.0.0.0'],
    [{ HOST: '::' }, 'HOST is ::'],
    [{ HOST: '192.168.1.20' }, 'HOST is 192.168.1.20'],
    [{ PUBLIC_URL: 'https://shop.example.in' }, 'PUBLIC_URL is https://shop.example.in'],
    [{ HOST: '0.0.0.0', PUBLIC_URL: 'https://shop.example.in' }, 'PUBLIC_URL is https://shop.example.in'],
  ])('%o: %s', (over, because) => {
    expect(deployedBecause({ ...laptop, ...over })).toBe(because);
  });
});

describe('deploymentProblems', () => {
  it.each<[string, Partial<DeploymentSettings>, string[]]>([
    ['a laptop as npm start runs it', {}, []],
    ['a laptop with its own PUBLIC_URL', { PUBLIC_URL: 'http://localhost:3000' }, []],
    ['a laptop with real keys', { ...real }, []],
    [
      'deployed on the test parts',
      { HOST: '0.0.0.0', PUBLIC_URL: 'https://shop.example.in' },
      ['RAZORPAY_KEY_ID', 'NOTIFY_TRANSPORT', 'STORE_GSTIN'],
    ],
    [
      'deployed with nothing set',
      { HOST: '0.0.0.0' },
      ['PUBLIC_URL', 'RAZORPAY_KEY_ID', 'NOTIFY_TRANSPORT', 'STORE_GSTIN'],
    ],
    [
      'deployed with real parts but the demo GSTIN',
      { PUBLIC_URL: 'https://shop.example.in', ...real, STORE_GSTIN: DEMO_STORE_GSTIN },
      ['STORE_GSTIN'],
    ],
    ['a laptop with the demo GSTIN', { STORE_GSTIN: DEMO_STORE_GSTIN }, []],
    ['deployed with real parts but no address', { HOST: '0.0.0.0', ...real }, ['PUBLIC_URL']],
    [
      'deployed with the dev outbox only',
      { PUBLIC_URL: 'https://shop.example.in', RAZORPAY_KEY_ID: 'rzp_live_AbC123', STORE_GSTIN: real.STORE_GSTIN },
      ['NOTIFY_TRANSPORT'],
    ],
    [
      'deployed with the card double only',
      { PUBLIC_URL: 'https://shop.example.in', NOTIFY_TRANSPORT: 'live', STORE_GSTIN: real.STORE_GSTIN },
      ['RAZORPAY_KEY_ID'],
    ],
    ['deployed with everything', { HOST: '0.0.0.0', PUBLIC_URL: 'https://shop.example.in', ...real }, []],
    ['behind a proxy on loopback with everything', { PUBLIC_URL: 'https://shop.example.in', ...real }, []],
    ['a public demo on purpose', { HOST: '0.0.0.0', PUBLIC_URL: 'https://demo.example.in', DEMO_MODE: true }, []],
    ['a public demo without its address', { HOST: '0.0.0.0', DEMO_MODE: true }, ['PUBLIC_URL']],
  ])('%s: missing %j', (_case, over, missing) => {
    expect(named(deploymentProblems({ ...laptop, ...over }))).toEqual(missing);
  });

  it('says why the store counts as deployed and how to say it is a demo', () => {
    const [card, notify] = deploymentProblems({ ...laptop, PUBLIC_URL: 'https://shop.example.in' });
    expect(card).toMatch(
      /^ {2}RAZORPAY_KEY_ID: the store is deployed \(PUBLIC_URL is https:\/\/shop\.example\.in\) .*RAZORPAY_KEY_SECRET .*DEMO_MODE=true/,
    );
    expect(notify).toMatch(/^ {2}NOTIFY_TRANSPORT: .*NOTIFY_TRANSPORT=live .*DEMO_MODE=true/);
  });
});

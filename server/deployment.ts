// Is this store deployed, and is it then missing a setting it must have? A store is deployed when
// shoppers other than this machine's reach it: a PUBLIC_URL that is not loopback, or a HOST that
// listens beyond loopback. Deployed, it needs its public address (links are never built from a
// request's Host header) and, unless DEMO_MODE says it is a public demo on purpose, a real card
// provider and real mail and SMS: the local double takes no money, and the dev outbox shows every
// sign-in code to anyone who opens /dev/outbox; and its own GST registration, since every tax invoice
// it issues would otherwise name the demo business. Pure, so the rules are a table test; parseEnv calls it.
import type { Env } from './env.ts';
import { LOCAL_KEY_ID } from './payments/local-keys.ts';

export type DeploymentSettings = Pick<
  Env,
  'HOST' | 'PUBLIC_URL' | 'RAZORPAY_KEY_ID' | 'NOTIFY_TRANSPORT' | 'DEMO_MODE' | 'STORE_GSTIN'
>;

/** The demo business's GSTIN, the default of STORE_GSTIN: valid in form, nobody's registration. */
export const DEMO_STORE_GSTIN = '32AAECS1234F1ZX';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** localhost (and *.localhost), 127.0.0.0/8 and ::1, bracketed or not: names only this machine answers. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    IPV4_LOOPBACK.test(name) ||
    name === '::1' ||
    name === '0:0:0:0:0:0:0:1' ||
    name === '::ffff:127.0.0.1'
  );
}

/** Why the store counts as deployed (for the message), or null on a laptop. */
export function deployedBecause(settings: Pick<DeploymentSettings, 'HOST' | 'PUBLIC_URL'>): string | null {
  if (settings.PUBLIC_URL !== undefined && !isLoopbackHost(new URL(settings.PUBLIC_URL).hostname))
    return `PUBLIC_URL is ${settings.PUBLIC_URL}`;
  if (!isLoopbackHost(settings.HOST)) return `HOST is ${settings.HOST}`;
  return null;
}

/** One line per missing setting, each naming its variable (empty: nothing missing, or not deployed). */
export function deploymentProblems(settings: DeploymentSettings): string[] {
  const because = deployedBecause(settings);
  if (because === null) return [];
  const problems: string[] = [];
  if (settings.PUBLIC_URL === undefined) {
    problems.push(
      `  PUBLIC_URL: required when the store is deployed (${because}): the address shoppers open, e.g. https://shop.example.in; links, canonical URLs and the sitemap name it`,
    );
  }
  // A public demo runs on the test parts on purpose, and every page says so.
  if (settings.DEMO_MODE) return problems;
  const demoWay = 'or DEMO_MODE=true if this is a public demo on purpose';
  if (settings.RAZORPAY_KEY_ID === LOCAL_KEY_ID) {
    problems.push(
      `  RAZORPAY_KEY_ID: the store is deployed (${because}) but card payments go to the local test double, which takes no money: set Razorpay's RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, ${demoWay}`,
    );
  }
  if (settings.NOTIFY_TRANSPORT === 'dev') {
    problems.push(
      `  NOTIFY_TRANSPORT: the store is deployed (${because}) but mails and SMS stay in the dev outbox, where anyone can read the sign-in codes: set NOTIFY_TRANSPORT=live with its providers, ${demoWay}`,
    );
  }
  if (settings.STORE_GSTIN === DEMO_STORE_GSTIN) {
    problems.push(
      `  STORE_GSTIN: the store is deployed (${because}) but its tax invoices would carry the demo business's GSTIN ${DEMO_STORE_GSTIN}: set the store's own STORE_GSTIN with STORE_LEGAL_NAME, STORE_ADDRESS and STORE_STATE, ${demoWay}`,
    );
  }
  return problems;
}

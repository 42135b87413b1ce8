// The environment, read and validated once (DESIGN.md rule 4). Nothing else reads process.env.
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** Products the demo generator makes; 1,500 at least for the demo store. */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(200_000).default(1_600),
  NOTIFY_TRANSPORT: z.enum(['dev', 'live']).default('dev'),
  RAZORPAY_KEY_ID: z.string().min(1).default('rzp_test_local'),
  RAZORPAY_KEY_SECRET: z.string().min(1).default('local_test_secret'),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).default('local_webhook_secret'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL').optional(),
  OTP_RATE_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The public origin, for canonical URLs and sitemaps. */
  PUBLIC_URL: z.string().url().optional(),
});
export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The process environment, for main.ts and the scripts; tests build their own with parseEnv. */
export function readProcessEnv(): Env {
  return parseEnv(process.env);
}

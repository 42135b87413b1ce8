// The store's background jobs: which ones an environment runs (the switches tests and scripts use),
// and that startJobs starts only those and stops every one it started.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import type { Services } from '../services.ts';
import type { BackgroundJob } from './background-job.ts';
import { BACKGROUND_JOBS, startJobs } from './background-jobs.ts';

const enabledIn = (settings: Record<string, string>) => {
  const env = parseEnv({ NODE_ENV: 'test', ...settings });
  return BACKGROUND_JOBS.filter((job) => job.enabled(env)).map((job) => job.name);
};

describe('BACKGROUND_JOBS', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'all by default',
      {},
      [
        'outbox worker',
        'checkout reconciler',
        'gift card pass',
        'refund retries',
        'savings plan reminders',
        'visit log address truncation',
      ],
    ],
    [
      'RECONCILER=false: none of the passes that run at its pace',
      { RECONCILER: 'false' },
      ['outbox worker', 'visit log address truncation'],
    ],
    [
      'OUTBOX_WORKER=false',
      { OUTBOX_WORKER: 'false' },
      [
        'checkout reconciler',
        'gift card pass',
        'refund retries',
        'savings plan reminders',
        'visit log address truncation',
      ],
    ],
    ['all three off', { OUTBOX_WORKER: 'false', RECONCILER: 'false', VISIT_IP_TRUNCATOR: 'false' }, []],
  ])('%s', (_, settings, names) => {
    expect(enabledIn(settings)).toEqual(names);
  });

  it('names each job once', () => {
    const names = BACKGROUND_JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('startJobs', () => {
  const services = {
    env: parseEnv({ NODE_ENV: 'test', RECONCILER: 'false' }),
    logger: createLogger('silent'),
  } as Services;

  const fakeJob = (name: string, on: boolean, log: string[]): BackgroundJob => ({
    name,
    enabled: () => on,
    start: () => {
      log.push(`start ${name}`);
      return {
        stop: async () => {
          log.push(`stop ${name}`);
        },
      };
    },
  });

  it('starts the enabled jobs only, and stop() stops each of them once', async () => {
    const log: string[] = [];
    const running = startJobs(services, [fakeJob('a', true, log), fakeJob('b', false, log), fakeJob('c', true, log)]);
    expect(log).toEqual(['start a', 'start c']);
    await running.stop();
    expect(log.sort()).toEqual(['start a', 'start c', 'stop a', 'stop c']);
  });

  it('passes the environment to each job', () => {
    const seen: boolean[] = [];
    startJobs(services, [
      { name: 'x', enabled: (env) => (seen.push(env.RECONCILER), false), start: () => ({ stop: async () => {} }) },
    ]);
    expect(seen).toEqual([false]);
  });
});

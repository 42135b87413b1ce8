import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (domain/**, server/**); API tests under tests/api start a real
// server on a random port against their own database, so files run in parallel safely; tests/e2e
// drive Debian's Chromium against such a server as a shopper would.
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'app/**/*.test.ts', 'db/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    // Once per run: the storefront build when stale, and the template databases' run name.
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Most
    // files wait on a server, a database or a browser rather than compute, and each has its own server
    // and database, so two run side by side on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Waits are for a state, never for a time: a poll gives up only after a generous while, so a busy
    // 2-core machine (CI, or other suites in parallel) slows the flows down without failing them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000 } },
  },
});

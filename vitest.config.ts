import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Waits are for a state, never for a time: a poll gives up only after a generous while, so a busy
// 2-core machine (CI, or other suites in parallel) slows the flows down without failing them.
const patience = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 15_000 } },
};

// Three projects, each paying only for what its files need (`npx vitest run --project api`, or a
// path such as `npx vitest run tests/api`, runs one):
// - unit: pure code beside its source (domain/, app/, db/, server/, scripts/). Threads, and one module
//   graph per worker (isolate: false): no file leaves state another one reads.
// - api: tests/api start a real server on a random port against their own database, copied from the
//   run's template (tests/support/database-templates.ts), so files run in parallel safely.
// - e2e: tests/e2e drive Debian's Chromium against such a server as a shopper would; a file's server,
//   browser and pages are fixtures (tests/support/e2e-fixtures.ts).
export default defineConfig({
  test: {
    // Once per run whatever the projects: the run's name, under which workers share template
    // databases. A project's own global set-up (the storefront build) runs only when it has files.
    globalSetup: ['tests/support/global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Most
    // API and browser files wait on a server, a database or a browser rather than compute, and each
    // has its own server and database, so two run side by side on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'app/**/*.test.ts',
            'db/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          pool: 'threads',
          isolate: false,
          ...patience,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The API tests render pages from the storefront build.
          globalSetup: ['tests/support/storefront-setup.ts'],
          pool: 'forks',
          isolate: false,
          ...patience,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The storefront build, and one Chromium for the run that every file connects to.
          globalSetup: ['tests/support/storefront-setup.ts', 'tests/support/browser-setup.ts'],
          pool: 'forks',
          // A worker imports the server once and runs file after file, so the files that only read
          // share the worker's one server (readOnlyTest in tests/support/e2e-fixtures.ts).
          isolate: false,
          ...patience,
          // A file's first test also waits for the fixtures it names: its server (a template database
          // copied, the server started) may take as long as a set-up hook may.
          testTimeout: patience.hookTimeout,
        },
      },
    ],
  },
});

// Global set-up of the API and browser projects: the storefront build, made only when missing or
// older than its sources. Both projects name this file; the second to run finds it checked already.
import { ensureBuild } from '../../scripts/build/ensure-build.ts';

const CHECKED = 'SUVARNA_TEST_BUILD_CHECKED';

export default async function setup(): Promise<void> {
  if (process.env[CHECKED]) return;
  await ensureBuild((message) => console.log(`[storefront] ${message}`), { quiet: true });
  process.env[CHECKED] = '1';
}

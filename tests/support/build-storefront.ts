// Vitest global setup: the API tests render pages from the storefront build, so build it once per
// run, and only when it is missing or older than its sources.
import { ensureBuild } from '../../scripts/build/ensure-build.ts';

export default async function setup(): Promise<void> {
  await ensureBuild((message) => console.log(`[storefront] ${message}`), { quiet: true });
}

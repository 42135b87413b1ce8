// What every bench that spawns the store does before it measures: waits until the store has read its
// pincode dataset (about a second of CPU just after it opens, which would land in the figures), then
// asks it for one piece of its catalogue to measure with.
import type { spawnStore } from '../../tests/support/spawn-store.ts';

type Store = Awaited<ReturnType<typeof spawnStore>>;

/** Resolves once the store has settled (or after 15 s, when it says nothing). */
export async function storeSettled(store: Store): Promise<void> {
  for (let waited = 0; waited < 15_000 && !store.output().includes('pincode dataset'); waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The first piece the catalogue lists: its address and category. */
export async function firstPiece(baseUrl: string): Promise<{ value: string; category: string }> {
  const answer = await fetch(`${baseUrl}/api/api2/allproducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  });
  return ((await answer.json()) as { result: { value: string; category: string }[] }).result[0]!;
}

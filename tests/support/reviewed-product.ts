// The first seeded piece with reviews, for a visit that should cover the rating distribution, the
// stars and the verified marks.
import type { TestServer } from './test-server.ts';

/** The path of the first of the first 40 pieces that has reviews. */
export async function productWithReviews(server: TestServer): Promise<string> {
  const res = await server.post('api2/allproducts', { limit: 40 });
  for (const p of res.body.result as { value: string; sku: string }[])
    if ((await server.post('product/reviews', { sku: p.sku })).body.total > 0) return `/${p.value}`;
  throw new Error('no seeded piece has reviews');
}

// What the search index is built from: the API's product plus the three signals only search and
// listings use. The database layer produces these; the engine and the test factory consume them.
import { z } from 'zod';
import { productSchema } from '../catalog/product.ts';

export const indexableProductSchema = productSchema
  .extend({
    /** Higher sells better; drives the Popular sort. */
    popularity: z.number(),
    /** ISO 8601 timestamp; drives the Newest sort and the created_at numeric filter (epoch seconds). */
    created_at: z.iso.datetime({ offset: true }),
    trending: z.boolean(),
  })
  .meta({ id: 'IndexableProduct' });

export type IndexableProduct = z.infer<typeof indexableProductSchema>;

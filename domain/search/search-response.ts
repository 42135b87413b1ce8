// The search answer in Algolia's shape (docs/api.md restproxy), for validation in tests and the OpenAPI
// description. Hits carry the product, the variant a listing card shows, and the price range.
import { z } from 'zod';
import { productSchema, variantSchema } from '../catalog/product.ts';

export const searchHitSchema = productSchema
  .omit({ variants: true })
  .extend({
    objectID: z.string(),
    trending: z.boolean(),
    variant: variantSchema,
    /** Only when attributesToRetrieve asks for it. */
    variants: z.array(variantSchema),
    /** The metal colours the piece comes in (when variants are left out). */
    colors: z.array(z.string()),
    price: z.number().int(),
    price_min: z.number().int(),
    price_max: z.number().int(),
  })
  .partial()
  .extend({ objectID: z.string() })
  .meta({
    id: 'SearchHit',
    description: 'A product as a listing shows it; attributesToRetrieve may leave fields out.',
  });

const statsSchema = z.object({ min: z.number(), max: z.number(), avg: z.number(), sum: z.number() });

export const searchResponseSchema = z
  .object({
    hits: z.array(searchHitSchema),
    nbHits: z.number().int(),
    page: z.number().int(),
    nbPages: z.number().int(),
    hitsPerPage: z.number().int(),
    facets: z.record(z.string(), z.record(z.string(), z.number().int())),
    facets_stats: z.object({ price: statsSchema.optional() }),
    query: z.string(),
    params: z.string(),
    processingTimeMS: z.number(),
    exhaustiveNbHits: z.boolean(),
  })
  .meta({ id: 'SearchResponse' });

/** Algolia's answer to a search for facet values. */
export const facetSearchResponseSchema = z
  .object({
    facetHits: z.array(
      z.object({
        value: z.string(),
        highlighted: z.string().meta({
          description:
            'The value with the matched beginnings between the highlight tags (default <em>, </em>); not HTML-escaped.',
        }),
        count: z.number().int(),
      }),
    ),
    exhaustiveFacetsCount: z.boolean(),
    processingTimeMS: z.number(),
  })
  .meta({ id: 'FacetSearchResponse' });

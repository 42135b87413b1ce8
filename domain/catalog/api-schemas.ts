// Bodies and answers of the catalogue calls (docs/api.md#calls-the-specs-leave-open).
import { z } from 'zod';
import { bannerSchema, categorySchema, occasionSchema, productSchema } from './product.ts';

export const CATALOG_PAGE_SIZE = 40;
export const CATALOG_MAX_LIMIT = 100;

const paging = {
  page: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(CATALOG_MAX_LIMIT).default(CATALOG_PAGE_SIZE),
};
const slugText = z.string().trim().min(1).max(200);

export const productBodySchema = z.strictObject({ value: slugText });
export const allProductsBodySchema = z.strictObject({ ...paging });
export const catProductsBodySchema = z.strictObject({ category: slugText, ...paging });
export const relatedProductsBodySchema = z.strictObject({ sku: slugText, ...paging });
export const bannersBodySchema = z.strictObject({ page: z.string().trim().min(1).max(100).default('home') });
export const emptyBodySchema = z.strictObject({});
export const categoryBodySchema = z.strictObject({ slug: slugText });

export const productAnswerSchema = z.object({ result: productSchema });
export const productPageAnswerSchema = z.object({
  result: z.array(productSchema),
  nbPages: z.number().int(),
  nbHits: z.number().int(),
  page: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageAnswerSchema>;
export const bannersAnswerSchema = z.object({ result: z.array(bannerSchema) });
export const occasionsAnswerSchema = z.object({ result: z.array(occasionSchema) });
export const categoriesAnswerSchema = z.object({ result: z.array(categorySchema) });
export const categoryAnswerSchema = z.object({ result: categorySchema });

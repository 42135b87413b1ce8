// A category's words staff may change (issue 24 part 3): the name shoppers see in the menu and the
// listing, its SEO record, and the banner copy over its listing. The slug (its address) and parent
// are the catalogue's structure and stay as they are. Limits: what a listing page and a search
// result can show, with room to spare over today's copy (db/seed/demo/categories-copy.ts).
import { z } from 'zod';
import { plainText } from '../forms/form-fields.ts';

export const CATEGORY_LIMITS = {
  name: 60,
  seo_title: 120,
  seo_description: 320,
  seo_keywords: 400,
  banner_title: 120,
  banner_content: 600,
} as const;

export const categoryEditSchema = z.strictObject({
  name: plainText(CATEGORY_LIMITS.name, { min: 2 }),
  seo_title: plainText(CATEGORY_LIMITS.seo_title, { min: 10 }),
  seo_description: plainText(CATEGORY_LIMITS.seo_description, { min: 30 }),
  seo_keywords: plainText(CATEGORY_LIMITS.seo_keywords),
  banner_title: plainText(CATEGORY_LIMITS.banner_title, { min: 3 }),
  banner_content: plainText(CATEGORY_LIMITS.banner_content, { min: 10, multiline: true }),
});
export type CategoryEdit = z.infer<typeof categoryEditSchema>;

export const categorySlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a category slug');

export const deskCategorySchema = z.object({
  slug: z.string(),
  parent: z.string().nullable(),
  position: z.number().int(),
  name: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  banner_title: z.string(),
  banner_content: z.string(),
});
export type DeskCategory = z.infer<typeof deskCategorySchema>;

export const deskCategoriesAnswerSchema = z.object({
  success: z.literal(true),
  categories: z.array(deskCategorySchema),
});
export type DeskCategoriesAnswer = z.infer<typeof deskCategoriesAnswerSchema>;

export const deskCategoryAnswerSchema = z.object({ success: z.literal(true), category: deskCategorySchema });
export type DeskCategoryAnswer = z.infer<typeof deskCategoryAnswerSchema>;

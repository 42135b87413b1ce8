// The back office's merchandising calls under /api/admin/merchandising (docs/api.md#back-office): the
// owner and the catalogue team. Each handler validates, calls one service, answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { pick } from '../../domain/api/outcome.ts';
import {
  categoryEditSchema,
  categorySlugSchema,
  deskCategoriesAnswerSchema,
  deskCategoryAnswerSchema,
} from '../../domain/merchandising/category-edit.ts';
import { MERCH_REASONS } from '../../domain/merchandising/reasons.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { MerchService } from './merch.service.ts';

const ROLES = ['catalogue'] as const;

const slugParams = z.object({ slug: categorySlugSchema });
/** The category of a POST's path (its body is the edit): 400 naming the field when it is not a slug. */
const pathSlug = (c: Context): string => parseOrThrow(slugParams, { slug: c.req.param('slug') }).slug;

export function merchCalls(merch: MerchService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/merchandising/categories',
      method: 'GET',
      roles: ROLES,
      summary: 'Every category with its words',
      description:
        'In the menu’s order (position, then slug): name, parent, SEO record and the banner copy over its listing.',
      input: z.object({}),
      answer: deskCategoriesAnswerSchema,
      handle: async () => ({ success: true as const, ...(await merch.categories()) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/categories/{slug}',
      method: 'GET',
      roles: ROLES,
      summary: 'One category with its words',
      input: slugParams,
      answer: deskCategoryAnswerSchema,
      refusals: pick(MERCH_REASONS, ['CATEGORY_NOT_FOUND']),
      handle: async ({ slug }) => ({ success: true as const, ...unwrap(await merch.category(slug), MERCH_REASONS) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/categories/{slug}',
      method: 'POST',
      roles: ROLES,
      summary: "Change a category's name, SEO record and banner copy",
      description:
        'Every field is required (the whole record is sent): `name` (2–60), `seo_title` (10–120), `seo_description` (30–320), ' +
        '`seo_keywords` (up to 400), `banner_title` (3–120), `banner_content` (10–600). A field out of bounds: 400 naming it, nothing ' +
        'written. One transaction with the category’s row locked, audited with before and after; the menu, listings, the ' +
        '`categories` calls and product pages show it as soon as the answer comes back, on every instance within a second.',
      input: categoryEditSchema,
      answer: deskCategoryAnswerSchema,
      refusals: pick(MERCH_REASONS, ['CATEGORY_NOT_FOUND']),
      handle: async (body, c, staff) => ({
        success: true as const,
        ...unwrap(await merch.editCategory(pathSlug(c), body, staff.id), MERCH_REASONS),
      }),
    }),
  ];
}

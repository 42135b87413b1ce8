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
import {
  collectionEditSchema,
  collectionSlugSchema,
  deskCollectionAnswerSchema,
  deskCollectionsAnswerSchema,
} from '../../domain/merchandising/collection-edit.ts';
import {
  BANNER_PICTURES,
  bannerEditSchema,
  bannerNewSchema,
  bannerOrderSchema,
  bannersQuerySchema,
  deskBannerAnswerSchema,
  deskBannersAnswerSchema,
} from '../../domain/merchandising/banner-edit.ts';
import {
  menuAnswerSchema,
  menuEditSchema,
  menuNewSchema,
  orderSchema,
  stripAnswerSchema,
  stripEditSchema,
} from '../../domain/merchandising/shop-copy.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { MerchService } from './merch.service.ts';

const ROLES = ['catalogue'] as const;

const slugParams = z.object({ slug: categorySlugSchema });
/** The category of a POST's path (its body is the edit): 400 naming the field when it is not a slug. */
const pathSlug = (c: Context): string => parseOrThrow(slugParams, { slug: c.req.param('slug') }).slug;

const idParams = z.object({
  id: z.coerce.number({ error: 'must be an id' }).int('must be an id').min(1, 'must be an id').max(2_147_483_647),
});
/** The banner or menu item of a POST's path: 400 naming the field when it is not an id. */
const pathId = (c: Context): number => parseOrThrow(idParams, { id: c.req.param('id') }).id;

const collectionParams = z.object({ slug: collectionSlugSchema });
const pathCollection = (c: Context): string => parseOrThrow(collectionParams, { slug: c.req.param('slug') }).slug;

/** A removal's body is empty: an object with no fields (anything else is 400). */
const removeBody = z.strictObject({});

const LINK_RULE =
  "Links are one of the shop's own paths (starting with `/`) or an `https://` address; anything else is 400 naming the field.";

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
    defineAdminCall({
      path: 'admin/merchandising/banners',
      method: 'GET',
      roles: ROLES,
      summary: "A page's banners, hidden ones too",
      description:
        '`page`: `home` (the default) or a category slug (the banner over its listing). In the shop’s order, with every page that has banners.',
      input: bannersQuerySchema,
      answer: deskBannersAnswerSchema,
      handle: async ({ page }) => ({ success: true as const, ...(await merch.banners(page)) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/banners/order',
      method: 'POST',
      roles: ROLES,
      summary: "Put a page's banners in a new order",
      description:
        '`ids`: every banner of `page`, each once, first to last (hidden ones too). Ids that are not exactly the page’s banners: 409 ORDER_MISMATCH, nothing changed. Audited.',
      input: bannerOrderSchema,
      answer: deskBannersAnswerSchema,
      refusals: pick(MERCH_REASONS, ['ORDER_MISMATCH']),
      handle: async ({ page, ids }, _c, staff) => ({
        success: true as const,
        ...unwrap(await merch.orderBanners(page, ids, staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/banners',
      method: 'POST',
      roles: ROLES,
      summary: 'Add a banner after the last of its page',
      description: `\`page\` (\`home\` or a category's slug; any other name: 400 INVALID_INPUT naming it), \`picture\` (one the image server draws: ${BANNER_PICTURES.join(', ')}; its image is \`/images/banners/{picture}\`), \`title\` (3–80), \`sub_title\` (up to 200, default empty), \`link\`, \`alt\` (5–200), \`visible\` (default true). ${LINK_RULE} One transaction with the page's banners locked, audited (\`banner.added\`, after only); the \`banners\` call shows it as soon as the answer (the page's banners) comes back.`,
      input: bannerNewSchema,
      answer: deskBannersAnswerSchema,
      refusals: pick(MERCH_REASONS, ['INVALID_INPUT']),
      handle: async (body, _c, staff) => ({
        success: true as const,
        ...unwrap(await merch.addBanner(body, staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/banners/{id}/remove',
      method: 'POST',
      roles: ROLES,
      summary: 'Remove a banner for good',
      description:
        'The body is `{}`. Hiding keeps a banner for later; removing deletes it (a page may be left with none: the home page then shows no hero). One transaction with the row locked, audited (`banner.removed`, before only). Answers the page’s banners.',
      input: removeBody,
      answer: deskBannersAnswerSchema,
      refusals: pick(MERCH_REASONS, ['BANNER_NOT_FOUND']),
      handle: async (_body, c, staff) => ({
        success: true as const,
        ...unwrap(await merch.removeBanner(pathId(c), staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/banners/{id}',
      method: 'POST',
      roles: ROLES,
      summary: "Change a banner's words and link, show or hide it",
      description: `\`title\` (3–80), \`sub_title\` (up to 200), \`link\`, \`alt\` (5–200), \`visible\`. ${LINK_RULE} A hidden banner is left out of the \`banners\` call and the home page at once. One transaction, audited with before and after.`,
      input: bannerEditSchema,
      answer: deskBannerAnswerSchema,
      refusals: pick(MERCH_REASONS, ['BANNER_NOT_FOUND']),
      handle: async (body, c, staff) => ({
        success: true as const,
        ...unwrap(await merch.editBanner(pathId(c), body, staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/strip',
      method: 'GET',
      roles: ROLES,
      summary: 'The promotional strip above the header',
      input: z.object({}),
      answer: stripAnswerSchema,
      handle: async () => ({ success: true as const, ...(await merch.strip()) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/strip',
      method: 'POST',
      roles: ROLES,
      summary: 'Change the promotional strip, show or hide it',
      description: `\`text\` (5–140), \`link_text\` (2–40), \`link\`, \`visible\`. ${LINK_RULE} Every page shows it as soon as the answer comes back. Audited with before and after.`,
      input: stripEditSchema,
      answer: stripAnswerSchema,
      handle: async (body, _c, staff) => ({ success: true as const, ...(await merch.editStrip(body, staff.id)) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/menu',
      method: 'GET',
      roles: ROLES,
      summary: "The header's menu items in order, hidden ones too",
      description:
        'Kinds: `all_jewellery` (the dropdown of every category), `category` (a category’s dropdown, named as the category is), `link` (a path of the shop or an https address, with an optional ribbon) and `whatsapp` (the video call on the store’s number).',
      input: z.object({}),
      answer: menuAnswerSchema,
      handle: async () => ({ success: true as const, ...(await merch.menu()) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/menu/order',
      method: 'POST',
      roles: ROLES,
      summary: 'Put the menu items in a new order',
      description:
        '`ids`: every menu item, each once, first to last. Ids that are not exactly the menu’s: 409 ORDER_MISMATCH, nothing changed. Audited.',
      input: orderSchema,
      answer: menuAnswerSchema,
      refusals: pick(MERCH_REASONS, ['ORDER_MISMATCH']),
      handle: async ({ ids }, _c, staff) => ({
        success: true as const,
        ...unwrap(await merch.orderMenu(ids, staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/menu',
      method: 'POST',
      roles: ROLES,
      summary: 'Add a menu item after the last',
      description: `\`kind\`: \`link\` with \`label\` (2–30), \`href\` and \`ribbon\` (up to 12, default empty), or \`category\` with \`category_slug\` (a top-level category not already in the menu, else 400 INVALID_INPUT naming it; named as the category is); \`visible\` (default true). ${LINK_RULE} One transaction with the menu locked, audited (\`menu_item.added\`, after only); every page shows it as soon as the answer comes back.`,
      input: menuNewSchema,
      answer: menuAnswerSchema,
      refusals: pick(MERCH_REASONS, ['INVALID_INPUT']),
      handle: async (body, _c, staff) => ({
        success: true as const,
        ...unwrap(await merch.addMenuItem(body, staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/menu/{id}/remove',
      method: 'POST',
      roles: ROLES,
      summary: 'Remove a menu item for good',
      description:
        'The body is `{}`. The menu’s only `all_jewellery` item (the way to every category) is refused with 409 LAST_OF_KIND: hide it instead. One transaction with the menu locked, audited (`menu_item.removed`, before only); every page shows it as soon as the answer comes back.',
      input: removeBody,
      answer: menuAnswerSchema,
      refusals: pick(MERCH_REASONS, ['MENU_ITEM_NOT_FOUND', 'LAST_OF_KIND']),
      handle: async (_body, c, staff) => ({
        success: true as const,
        ...unwrap(await merch.removeMenuItem(pathId(c), staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/menu/{id}',
      method: 'POST',
      roles: ROLES,
      summary: 'Change a menu item, show or hide it',
      description: `\`visible\` always; \`label\` (2–30) for every kind but \`category\`; \`href\` and \`ribbon\` (up to 12) for a \`link\` only. ${LINK_RULE} A field the item’s kind does not take: 400 INVALID_INPUT naming it. Audited with before and after.`,
      input: menuEditSchema,
      answer: menuAnswerSchema,
      refusals: pick(MERCH_REASONS, ['MENU_ITEM_NOT_FOUND', 'INVALID_INPUT']),
      handle: async (body, c, staff) => ({
        success: true as const,
        ...unwrap(await merch.editMenuItem(pathId(c), body, staff.id), MERCH_REASONS),
      }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/collections',
      method: 'GET',
      roles: ROLES,
      summary: 'Every collection with its chosen pieces and occasions',
      description:
        'Each collection page shows its chosen pieces first, in this order (a hidden piece, `active: false`, is left out), then the most popular pieces of its occasions, up to 12 in all.',
      input: z.object({}),
      answer: deskCollectionsAnswerSchema,
      handle: async () => ({ success: true as const, ...(await merch.collections()) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/collections/{slug}',
      method: 'GET',
      roles: ROLES,
      summary: 'One collection with its chosen pieces and occasions',
      input: collectionParams,
      answer: deskCollectionAnswerSchema,
      refusals: pick(MERCH_REASONS, ['COLLECTION_NOT_FOUND']),
      handle: async ({ slug }) => ({ success: true as const, ...unwrap(await merch.collection(slug), MERCH_REASONS) }),
    }),
    defineAdminCall({
      path: 'admin/merchandising/collections/{slug}',
      method: 'POST',
      roles: ROLES,
      summary: "Choose a collection's pieces and their order, and its occasions",
      description:
        '`skus`: the pieces shown first, in order (at most 48, each once, any case); `occasions`: the occasion slugs whose most popular pieces follow. Both replace what was there. An unknown SKU: 400 UNKNOWN_PIECES naming it in `fields.skus`; an unknown occasion: 400 INVALID_INPUT; nothing changes. One transaction, audited with before and after; the page shows it at once.',
      input: collectionEditSchema,
      answer: deskCollectionAnswerSchema,
      refusals: pick(MERCH_REASONS, ['COLLECTION_NOT_FOUND', 'UNKNOWN_PIECES', 'INVALID_INPUT']),
      handle: async (body, c, staff) => ({
        success: true as const,
        ...unwrap(await merch.editCollection(pathCollection(c), body, staff.id), MERCH_REASONS),
      }),
    }),
  ];
}

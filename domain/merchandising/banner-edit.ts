// A banner's edit (issue 24 part 3): its words, where it leads, its picture's alt text, shown or
// hidden. The picture itself is the image server's drawing by name (server/images/draw/banner.ts).
import { z } from 'zod';
import { plainText } from '../forms/form-fields.ts';
import { CATEGORY_SLUGS } from '../catalog/constants.ts';
import { shopLinkSchema } from './shop-copy.ts';

/**
 * The banner pictures the image server draws (server/images/draw/banner.ts): the home page's named
 * designs and one per category. A new banner picks one of these by name; its image is
 * `/images/banners/{name}`.
 */
export const BANNER_PICTURES = ['bridal', 'everyday-diamonds', 'gold-festive', ...CATEGORY_SLUGS] as const;
export const bannerImage = (picture: string): string => `/images/banners/${picture}`;

export const BANNER_LIMITS = { title: 80, sub_title: 200, alt: 200 } as const;

export const bannerEditSchema = z.strictObject({
  title: plainText(BANNER_LIMITS.title, { min: 3 }),
  sub_title: plainText(BANNER_LIMITS.sub_title),
  link: shopLinkSchema,
  alt: plainText(BANNER_LIMITS.alt, { min: 5 }),
  visible: z.boolean(),
});
export type BannerEdit = z.infer<typeof bannerEditSchema>;

/** A new banner, appended last on its page (`home` or a category's slug): its words, link and picture. */
export const bannerNewSchema = z.strictObject({
  page: bannerPageSchemaOf(),
  picture: z.enum(BANNER_PICTURES, { error: `must be one of the banner pictures: ${BANNER_PICTURES.join(', ')}` }),
  title: plainText(BANNER_LIMITS.title, { min: 3 }),
  sub_title: plainText(BANNER_LIMITS.sub_title).default(''),
  link: shopLinkSchema,
  alt: plainText(BANNER_LIMITS.alt, { min: 5 }),
  visible: z.boolean().default(true),
});
export type BannerNew = z.infer<typeof bannerNewSchema>;

export const deskBannerSchema = z.object({
  id: z.number().int(),
  page: z.string(),
  position: z.number().int(),
  title: z.string(),
  sub_title: z.string(),
  image: z.string(),
  link: z.string(),
  alt: z.string(),
  visible: z.boolean(),
});
export type DeskBanner = z.infer<typeof deskBannerSchema>;

function bannerPageSchemaOf() {
  return z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a page name such as home or a category slug');
}
export const bannerPageSchema = bannerPageSchemaOf();

export const bannersQuerySchema = z.object({ page: bannerPageSchema.default('home') });

export const deskBannersAnswerSchema = z.object({
  success: z.literal(true),
  page: z.string(),
  banners: z.array(deskBannerSchema),
  pages: z.array(z.string()).describe('Every page that has banners'),
});
export type DeskBannersAnswer = z.infer<typeof deskBannersAnswerSchema>;

export const deskBannerAnswerSchema = z.object({ success: z.literal(true), banner: deskBannerSchema });
export type DeskBannerAnswer = z.infer<typeof deskBannerAnswerSchema>;

export const bannerOrderSchema = z.strictObject({
  page: bannerPageSchema,
  ids: z
    .array(z.number().int().min(1))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'name each banner once'),
});

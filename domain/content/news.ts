// News (/news): the store's news items, kept in content/news.json (docs/spec.md#second-3 "News item: heading,
// date, news text, pictures, links, category (news or sidenews)"). Validated with this schema when the
// server build loads it, and by a test, so a typo never reaches a shopper. Each item has an anchor on
// /news (#its-id): the items are short, and one page keeps the side news beside them.
import { z } from 'zod';
import { anchorId } from './page';

const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site, starting with /');
const text = (max: number) => z.string().trim().min(1).max(max);

export const NEWS_CATEGORIES = ['news', 'sidenews'] as const;

export const newsItemSchema = z.strictObject({
  /** The item's anchor on /news. */
  id: anchorId,
  heading: text(140),
  /** YYYY-MM-DD, the day it happened or was announced. */
  date: z.iso.date(),
  category: z.enum(NEWS_CATEGORIES),
  /** Paragraphs of plain text. */
  text: z.array(text(1_200)).min(1).max(8),
  /** A picture the store serves, e.g. /images/banners/news-kochi-showroom (drawn for any name); alt "" when it only decorates. */
  picture: z.strictObject({ src: sitePath, alt: z.string().trim().max(240) }).optional(),
  links: z.array(z.strictObject({ label: text(80), to: sitePath })).max(4).optional(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsFileSchema = z
  .strictObject({ items: z.array(newsItemSchema).min(1).max(200) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.items.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: `two items share the anchor "${item.id}"` });
      seen.add(item.id);
    });
  });

/** Newest first; on the same day, the order of the file. */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => b.item.date.localeCompare(a.item.date) || a.i - b.i)
    .map(({ item }) => item);
}

/** The main column and the side column, each newest first. */
export function splitNews(items: readonly NewsItem[]): { news: NewsItem[]; side: NewsItem[] } {
  const sorted = newestFirst(items);
  return { news: sorted.filter((i) => i.category === 'news'), side: sorted.filter((i) => i.category === 'sidenews') };
}

/** schema.org NewsArticle for each item, its URL the item's anchor on /news. */
export function newsArticlesJsonLd(items: readonly NewsItem[], pageUrl: string, publisher: string, origin: string): Record<string, unknown>[] {
  return items.map((item) => ({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.heading,
    datePublished: item.date,
    url: `${pageUrl}#${item.id}`,
    articleBody: item.text.join('\n\n'),
    ...(item.picture ? { image: [new URL(item.picture.src, origin).href] } : {}),
    publisher: { '@type': 'Organization', name: publisher },
  }));
}

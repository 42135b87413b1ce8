// The news items (content/news.json), validated once when the server build loads this module: a broken
// file stops the start with the field that is wrong, as a broken content page does. Server-only, so the
// items reach the browser as loader data, never as a bundled file.
import newsFile from '../../content/news.json';
import { newestFirst, newsArticlesJsonLd, newsFileSchema, splitNews } from '../../domain/content/news';
import { STORE_NAME } from '../lib/site';

const parsed = newsFileSchema.safeParse(newsFile);
if (!parsed.success) {
  const problems = parsed.error.issues.map((i) => `"${i.path.join('.')}": ${i.message}`).join('; ');
  throw new Error(`content/news.json: ${problems}`);
}

export const NEWS = splitNews(parsed.data.items);

/** Every item, side news too, newest first: the blog's posts (/blog, /blog/{id}, /blog/feed.xml). */
export const POSTS = newestFirst(parsed.data.items);

/** The page's NewsArticle records, one per item, naming the page and the store as publisher. */
export const newsJsonLd = (pagePath: string, origin: string) =>
  newsArticlesJsonLd([...NEWS.news, ...NEWS.side], new URL(pagePath, origin).href, STORE_NAME, origin);

// News (/news): the store's news items newest first, side news in a column beside them (under them on
// a phone). The page's SEO record and lead are content/pages/news.md; the items content/news.json,
// each with its own anchor (/news#its-id) and described as a NewsArticle for search engines.
import { data } from 'react-router';
import type { Route } from './+types/news';
import { NewsEntry } from '../components/news/news-item';
import { PageHead } from '../components/pages/page-head';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { NOT_FOUND_META, seoMeta } from '../lib/meta';
import { pageOrigin } from '../lib/page-origin.server';
import { NEWS, newsJsonLd } from './news.server';
import '../styles/content.css';
import '../styles/news.css';

export function loader({ context }: Route.LoaderArgs) {
  const page = context.services.content.get('news');
  if (!page) throw data(null, { status: 404 });
  // Built here, not in meta(): the news schema (zod) stays out of the browser's bundle.
  return { page, news: NEWS.news, side: NEWS.side, jsonLd: newsJsonLd(page.path, pageOrigin(context)) };
}

/** Its own 404 draws the not-found page here, so the head says so too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  const origin = matches[0]?.loaderData?.origin || 'http://localhost';
  const { page, jsonLd } = loaderData;
  return [...seoMeta(page.seo, page.path, origin), { 'script:ld+json': jsonLd }];
};

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { page, news, side } = loaderData;
  return (
    <div className="content-page container content-article news-page">
      <PageHead page={page} />
      <div className="news-layout">
        <div className="news-main">
          {news.map((item) => (
            <NewsEntry key={item.id} item={item} />
          ))}
        </div>
        {side.length > 0 ? (
          <aside className="news-side" aria-labelledby="side-news-title">
            <h2 id="side-news-title" className="news-side-title">
              Also new
            </h2>
            {side.map((item) => (
              <NewsEntry key={item.id} item={item} side />
            ))}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

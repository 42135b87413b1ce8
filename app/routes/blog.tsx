// /blog (the specs' "a blog"): the store's news as a blog, newest first, each post a page of its own
// (/blog/{id}) and the whole an Atom feed (/blog/feed.xml, named in the head for feed readers). The
// page's SEO record and lead are content/pages/blog.md; the posts are content/news.json, so /news and
// the blog never disagree.
import { data } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/blog';
import { BLOG_FEED_PATH, BLOG_FEED_TYPE, blogPostPath } from '../../domain/content/blog-feed';
import { PageHead } from '../components/pages/page-head';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { formatNewsDate } from '../components/news/news-item';
import { NOT_FOUND_META, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { POSTS } from './news.server';
import '../styles/content.css';
import '../styles/news.css';

export function loader({ context }: Route.LoaderArgs) {
  const page = context.services.content.get('blog');
  if (!page) throw data(null, { status: 404 });
  // The list shows each post's first paragraph; the rest is on the post's page.
  return { page, posts: POSTS.map((p) => ({ id: p.id, heading: p.heading, date: p.date, lead: p.text[0] ?? '' })) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  const origin = matches[0]?.loaderData?.origin || 'http://localhost';
  return [
    ...seoMeta(loaderData.page.seo, loaderData.page.path, origin),
    {
      tagName: 'link',
      rel: 'alternate',
      type: BLOG_FEED_TYPE,
      title: `${STORE_NAME} blog`,
      href: new URL(BLOG_FEED_PATH, origin).href,
    },
  ];
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, posts } = loaderData;
  return (
    <div className="content-page container content-article news-page blog-page">
      <PageHead page={page}>
        <p className="blog-feed">
          <a href={BLOG_FEED_PATH} type={BLOG_FEED_TYPE}>
            Follow the blog in a feed reader (Atom)
          </a>
        </p>
      </PageHead>
      <ol className="news-main blog-list">
        {posts.map((p) => (
          <li key={p.id}>
            <article className="news-item" aria-labelledby={`${p.id}-title`}>
              <p className="news-date">
                <time dateTime={p.date}>{formatNewsDate(p.date)}</time>
              </p>
              <h2 id={`${p.id}-title`} className="news-heading">
                <Link to={blogPostPath(p.id)}>{p.heading}</Link>
              </h2>
              <p className="news-text">{p.lead}</p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}

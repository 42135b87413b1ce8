// /blog/{id}: one post of the blog (a news item of content/news.json) on a page of its own, with its
// picture, paragraphs and links, under the blog in the breadcrumb. An unknown id is the real
// not-found page with status 404.
import { data } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/blog-post';
import { BLOG_PATH, blogPostPath } from '../../domain/content/blog-feed';
import { PageHead } from '../components/pages/page-head';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { formatNewsDate, NEWS_PICTURE_WIDTH } from '../components/news/news-item';
import { NOT_FOUND_META, pageMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { POSTS } from './news.server';
import '../styles/content.css';
import '../styles/news.css';

export function loader({ params }: Route.LoaderArgs) {
  const post = POSTS.find((p) => p.id === params.id);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  const { post } = loaderData;
  const origin = matches[0]?.loaderData?.origin || 'http://localhost';
  return pageMeta({
    title: `${post.heading} | ${STORE_NAME}`,
    description: post.text[0]!.slice(0, 300),
    path: blogPostPath(post.id),
    origin,
    ...(post.picture ? { image: post.picture.src } : {}),
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="content-page container content-article news-page blog-page">
      <PageHead
        page={{ heading: post.heading, eyebrow: 'Blog', summary: '', path: blogPostPath(post.id) }}
        trail={[{ name: 'Blog', path: BLOG_PATH }]}
      >
        <p className="news-date">
          <time dateTime={post.date}>{formatNewsDate(post.date)}</time>
        </p>
      </PageHead>
      <article className="news-item blog-post">
        {post.picture ? (
          <img
            className="news-picture"
            src={`${post.picture.src}?resize=${NEWS_PICTURE_WIDTH}`}
            alt={post.picture.alt}
            width={NEWS_PICTURE_WIDTH}
            height={NEWS_PICTURE_WIDTH / 2.5}
            decoding="async"
          />
        ) : null}
        {post.text.map((p) => (
          <p key={p} className="news-text">
            {p}
          </p>
        ))}
        {post.links?.length ? (
          <ul className="news-links">
            {post.links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to={BLOG_PATH}>All posts</Link>
        </p>
      </article>
    </div>
  );
}

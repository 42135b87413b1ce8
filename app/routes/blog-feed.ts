// /blog/feed.xml: the blog's Atom feed (domain/content/blog-feed.ts), every link on the store's public
// origin. The posts change only with a deploy, so a reader may keep the feed for an hour.
import type { Route } from './+types/blog-feed';
import { BLOG_FEED_TYPE, blogAtomFeed } from '../../domain/content/blog-feed';
import { STORE_NAME } from '../lib/site';
import { pageOrigin } from '../lib/page-origin.server';
import { POSTS } from './news.server';

export function loader({ context }: Route.LoaderArgs) {
  const xml = blogAtomFeed(POSTS, {
    origin: pageOrigin(context),
    title: `${STORE_NAME} blog`,
    subtitle: 'Stories from our stores and workshop, newest first.',
  });
  return new Response(xml, {
    headers: { 'content-type': `${BLOG_FEED_TYPE}; charset=utf-8`, 'cache-control': 'public, max-age=3600' },
  });
}

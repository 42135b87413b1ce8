// The blog's Atom feed (RFC 4287): the specs link "a blog"; the store's blog is its news, one post per
// item at /blog/{id}, and this feed lets a reader or an aggregator follow it. Atom rather than RSS 2.0:
// it says what each text is (plain text here), needs an id and an updated date for every entry, and
// is read by every feed reader that reads RSS.
import type { NewsItem } from './news.ts';

export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const BLOG_FEED_TYPE = 'application/atom+xml';

export const blogPostPath = (id: string) => `${BLOG_PATH}/${id}`;

/** Text for an XML element or attribute: the five characters XML reserves escaped, control characters dropped. */
export function xmlText(value: string): string {
  return value
    // XML 1.0 has no place for control characters other than tab and line breaks.
    .replace(/[^\P{Cc}\t\n\r]|[\uFFFE\uFFFF]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A day as an Atom date: midnight UTC of that day. */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/** The feed of the posts given (newest first), every link absolute on `origin`. */
export function blogAtomFeed(posts: readonly NewsItem[], { origin, title, subtitle }: { origin: string; title: string; subtitle: string }): string {
  const url = (path: string) => new URL(path, origin).href;
  const updated = posts.reduce((latest, p) => (p.date > latest ? p.date : latest), '1970-01-01');
  const entries = posts.map((p) =>
    [
      '  <entry>',
      `    <id>${xmlText(url(blogPostPath(p.id)))}</id>`,
      `    <title type="text">${xmlText(p.heading)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url(blogPostPath(p.id)))}"/>`,
      `    <published>${atomDate(p.date)}</published>`,
      `    <updated>${atomDate(p.date)}</updated>`,
      `    <summary type="text">${xmlText(p.text[0] ?? '')}</summary>`,
      `    <content type="text">${xmlText(p.text.join('\n\n'))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(url(BLOG_PATH))}</id>`,
    `  <title type="text">${xmlText(title)}</title>`,
    `  <subtitle type="text">${xmlText(subtitle)}</subtitle>`,
    `  <link rel="self" type="${BLOG_FEED_TYPE}" href="${xmlText(url(BLOG_FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(url(BLOG_PATH))}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${xmlText(title)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

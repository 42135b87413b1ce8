// A content page kept as Markdown under content/pages (server/content/: read and validated at
// start-up): policies, FAQ, About Us, the Promise strip's pages and the other static pages. The page
// is the file whose id is this URL's path (/shipping-policy → content/pages/shipping-policy.md); its
// layout (article, policy, faq, about) comes from its front matter, its SEO record from there too.
// Server-rendered HTML with no script of its own beyond what every page has.
import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { contentIdOf } from '../../domain/content/page';
import { formatLongDay } from '../../domain/dates/long-day';
import { faqPageJsonLd } from '../../domain/content/faq-json-ld';
import { AboutBlocks } from '../components/content/about-blocks';
import { ContentHtml } from '../components/content/content-html';
import { FaqContents, FaqGroups } from '../components/content/faq-groups';
import { PolicyCards } from '../components/content/policy-cards';
import { PageHead, PageLinks } from '../components/pages/page-head';
import { NOT_FOUND_META, seoMeta } from '../lib/meta';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import '../styles/content.css';

export function loader({ url, context }: Route.LoaderArgs) {
  const { content } = context.services;
  const id = contentIdOf(url.pathname);
  const page = id === null ? undefined : content.get(id);
  if (!page) throw data(null, { status: 404 });
  return { page, policies: page.layout === 'policy' ? content.cards('policy') : [] };
}

/** Its own 404 draws the not-found page here, so meta() runs for it and the head says so too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  const origin = matches[0]?.loaderData?.origin || 'http://localhost';
  const { page } = loaderData;
  return [
    ...seoMeta(page.seo, page.path, origin),
    ...(page.faq ? [{ 'script:ld+json': faqPageJsonLd(page.faq, new URL(page.path, origin).href) }] : []),
  ];
};

/** Policies with this many sections or more list them first. */
const TOC_FROM = 5;

export default function ContentPageView({ loaderData }: Route.ComponentProps) {
  const { page, policies } = loaderData;
  const isPolicy = page.layout === 'policy';
  return (
    <div className={`content-page container content-${page.layout}`}>
      <PageHead page={page}>
        {page.updated ? (
          <p className="content-updated">
            Last updated <time dateTime={page.updated}>{formatLongDay(page.updated)}</time>
          </p>
        ) : null}
      </PageHead>
      {page.banner ? (
        <section className="content-banner" aria-label={page.banner.title}>
          {page.banner.image ? <img src={page.banner.image} alt="" width={1600} height={640} /> : null}
          <div className="content-banner-text">
            <p className="content-banner-title">{page.banner.title}</p>
            {page.banner.subTitle ? <p>{page.banner.subTitle}</p> : null}
          </div>
        </section>
      ) : null}
      <div className="content-body">
        <div className="content-main">
          {/* A long policy opens with its sections, so a shopper on a phone jumps to the one they need. */}
          {isPolicy && page.toc.length >= TOC_FROM ? (
            <nav className="content-toc content-sections" aria-label="On this page">
              <ul>
                {page.toc.map((t) => (
                  <li key={t.id}>
                    <a href={`#${t.id}`}>{t.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {page.faq ? <FaqContents groups={page.faq} /> : null}
          {page.html ? <ContentHtml html={page.html} /> : null}
          {page.faq ? <FaqGroups groups={page.faq} /> : null}
          {page.blocks ? <AboutBlocks blocks={page.blocks} /> : null}
          <PageLinks links={page.links} />
        </div>
        {isPolicy ? <PolicyCards cards={policies} current={page.path} headingId="policy-cards-title" /> : null}
      </div>
    </div>
  );
}

// Education (/education/{id1}/{id2} and /education/{id1}/{id2}/{id3}): the diamond and gold guides.
// The words are content files (content/pages/education/…), the tabs come from the education tree
// (domain/content/education.ts), and each page may have a drawing (components/education/). A path
// with no file, or outside the tree, is the real not-found page with status 404. The size guides'
// own routes (education/size-guide/…) are more specific and never reach this module.
import { data } from 'react-router';
import type { Route } from './+types/education';
import { contentIdOf } from '../../domain/content/page';
import { educationNav } from '../../domain/content/education';
import { ContentHtml } from '../components/content/content-html';
import { EducationFigure } from '../components/education/education-figure';
import { EducationTabs } from '../components/education/education-tabs';
import { PageHead, PageLinks } from '../components/pages/page-head';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { NOT_FOUND_META, seoMeta } from '../lib/meta';
import '../styles/content.css';
import '../styles/education.css';

export function loader({ url, context }: Route.LoaderArgs) {
  const id = contentIdOf(url.pathname);
  const page = id === null ? undefined : context.services.content.get(id);
  const nav = page ? educationNav(page.path) : null;
  if (!page || !nav) throw data(null, { status: 404 });
  return { page, nav };
}

/** Its own 404 draws the not-found page here, so the head says so too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  return seoMeta(loaderData.page.seo, loaderData.page.path, matches[0]?.loaderData?.origin || 'http://localhost');
};

export default function EducationPage({ loaderData }: Route.ComponentProps) {
  const { page, nav } = loaderData;
  const trail = nav.section.path === page.path ? [] : [{ name: nav.section.title, path: nav.section.path }];
  return (
    <div className="content-page container content-article edu-page">
      <PageHead page={page} trail={trail} />
      <EducationTabs nav={nav} path={page.path} />
      <div className="content-body">
        <div className="content-main">
          <EducationFigure pageId={page.id} />
          {page.html ? <ContentHtml html={page.html} /> : null}
          <PageLinks links={page.links} />
        </div>
      </div>
    </div>
  );
}

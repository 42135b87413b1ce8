// /compare_list (docs/spec.md#first-4): the pieces on this device's compare list side by side, with
// their metal, stones, making charge and price per gram read from the store. A personal page: not
// for search engines.
import type { Route } from './+types/compare';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { pageMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { ComparePage } from '../components/lists/compare-page';
import '../styles/lists.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: `Compare Pieces | ${STORE_NAME}`,
    description: `The pieces you are comparing at ${STORE_NAME}, side by side.`,
    path: '/compare_list',
    origin: matches[0]?.loaderData?.origin || 'http://localhost',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Compare() {
  return (
    <div className="container lists-page">
      <Breadcrumb
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Compare', path: '/compare_list' },
        ]}
      />
      <h1 className="display lists-title">Compare Pieces</h1>
      <ComparePage />
    </div>
  );
}

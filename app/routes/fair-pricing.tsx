// Fair pricing (/fair-pricing; docs/spec.md#second-3 "Fair pricing record: title, head, two sample prices, a
// percent figure (+40%), a list of six promises"): the words and the six promises are the content file
// content/pages/fair-pricing.md; the two sample prices are computed here by domain/content/fair-pricing.ts
// with the store's own price breakup, so the figures always add up.
import { data } from 'react-router';
import type { Route } from './+types/fair-pricing';
import {
  compareFairPrice,
  FAIR_PRICE_SAMPLES,
  RETAIL_MARKUP_PERCENT,
  SAMPLE_GOLD_RATE_18K,
} from '../../domain/content/fair-pricing';
import { groupIndian } from '../../domain/money/inr';
import { ContentHtml } from '../components/content/content-html';
import { PriceComparison } from '../components/fair-pricing/price-comparison';
import { PageHead, PageLinks } from '../components/pages/page-head';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { NOT_FOUND_META, seoMeta } from '../lib/meta';
import '../styles/content.css';
import '../styles/fair-pricing.css';

const FAIR_PRICING_PAGE_ID = 'fair-pricing';

export function loader({ context }: Route.LoaderArgs) {
  const page = context.services.content.get(FAIR_PRICING_PAGE_ID);
  if (!page) throw data(null, { status: 404 });
  return { page, comparisons: FAIR_PRICE_SAMPLES.map((s) => compareFairPrice(s)) };
}

/** Its own 404 draws the not-found page here, so the head says so too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  return seoMeta(loaderData.page.seo, loaderData.page.path, matches[0]?.loaderData?.origin || 'http://localhost');
};

export default function FairPricingPage({ loaderData }: Route.ComponentProps) {
  const { page, comparisons } = loaderData;
  return (
    <div className="content-page container content-article fair-pricing-page">
      <PageHead page={page} />
      <section className="fair-samples" aria-labelledby="fair-samples-title">
        <h2 id="fair-samples-title" className="fair-samples-title">
          Two pieces, priced line by line
        </h2>
        <p className="fair-samples-lead">
          {`Both are priced at an 18K gold rate of ₹${groupIndian(SAMPLE_GOLD_RATE_18K)} a gram. Every piece in the store breaks its price down the same way, in the Price Breakup on its page. The typical retail price adds ${RETAIL_MARKUP_PERCENT}% to the same piece.`}
        </p>
        <div className="fair-sample-grid">
          {comparisons.map((c) => (
            <PriceComparison key={c.sample.id} comparison={c} markupPercent={RETAIL_MARKUP_PERCENT} />
          ))}
        </div>
      </section>
      <div className="content-body">
        <div className="content-main">
          {page.html ? <ContentHtml html={page.html} className="fair-promises" /> : null}
          <PageLinks links={page.links} />
        </div>
      </div>
    </div>
  );
}

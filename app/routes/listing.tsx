// The listings (docs/spec.md#first-2 "Listing page"; docs/spec.md#second-2 "Listing"): /jewellery (search text
// in ?query=), /jewellery/{id1}[/{id2}[/{id3}]] and /trending. The filters live in the URL
// (docs/decisions/2026-11-22-listing-url-state.md): the server renders the filtered first page, a
// change of filter, search text or sort is a navigation to a new URL (first page, top of the page),
// and the back button restores the previous filters.
import { lazy, memo, Suspense, useId } from 'react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/listing';
import { countFilters, resetFilters, withSort } from '../../domain/listing/url-state';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { isListingPath } from '../components/listing/listing-paths';
import { ListingResults } from '../components/listing/listing-results';
import { SortSelect } from '../components/listing/sort-select';
import { useListingState } from '../components/listing/use-listing-state';
import { useLoadMore } from '../components/listing/use-load-more';
import { pageMeta } from '../lib/meta';
import { readyLazy } from '../lib/ready-lazy';
import { earlyPresses } from '../lib/early-press';
import { earlyKeys } from '../lib/early-keys';
import { NOT_FOUND_TITLE, STORE_NAME } from '../lib/site';
import { loadListing } from './listing.server';
import { fromWire } from '../components/listing/listing-data';
import '../styles/listing.css';

// The trending slider is under the results: its code (and the carousel's) is a chunk of its own, which
// the server renders with the page and the browser hydrates when it arrives (ready-lazy.ts).
const TrendingSlider = readyLazy(
  () => import('../components/listing/trending-slider'),
  (m) => m.TrendingSlider,
);

// The sidebar's filters (a desktop's; a phone hides the sidebar and opens them in the modal, which uses
// the same chunk): the panel, the swatches, the price slider and the accordions are a chunk of their
// own, which the server renders with the page and the browser hydrates when it arrives. A box ticked or
// a button pressed before then is made again once they are live (early-press.ts, `choices`). Memoized,
// so that a render of the page that changes nothing of theirs does not replace the server's HTML.
const FilterSidebar = memo(
  readyLazy(
    () => import('../components/listing/filter-panel'),
    (m) => m.FilterPanel,
  ),
);
const sidebarPresses = earlyPresses('.listing-sidebar', { choices: true });
const sidebarKeys = earlyKeys('.listing-sidebar');
const filtersLive = () => {
  sidebarPresses();
  sidebarKeys();
};
// The phone's Filter button and its modal, hydrated the same way from a chunk of their own; a press on
// Filter before then opens the modal once it is live.
const FilterDialog = memo(
  readyLazy(
    () => import('../components/listing/filter-dialog'),
    (m) => m.FilterDialog,
  ),
);
const filterButtonLive = earlyPresses('.filter-part');
// Shown only while another listing loads: its code comes then.
const ListingSkeleton = lazy(() =>
  import('../components/listing/listing-skeleton').then((m) => ({ default: m.ListingSkeleton })),
);

export async function loader(args: Route.LoaderArgs) {
  if (import.meta.env.SSR)
    await Promise.all([TrendingSlider.ready(), FilterSidebar.type.ready(), FilterDialog.type.ready()]);
  return loadListing(args);
}

// A navigation in the browser waits for the filters' chunks with the data, so a listing never shows
// without its sidebar for a moment; from one listing to another they are at hand already.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    TrendingSlider.ready(),
    FilterSidebar.type.ready(),
    FilterDialog.type.ready(),
  ]);
  return data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (error || !loaderData)
    return [{ title: `${NOT_FOUND_TITLE} | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
  const origin = matches[0]?.loaderData?.origin || 'http://localhost';
  const { copy, path, breadcrumbLd } = loaderData;
  // The canonical URL is the unfiltered listing: filtered and sorted views are subsets of one page,
  // and pointing them all at it keeps search engines from indexing every combination of filters.
  return [
    ...pageMeta({ title: copy.seoTitle, description: copy.seoDescription, path, origin }),
    ...(copy.seoKeywords ? [{ name: 'keywords', content: copy.seoKeywords }] : []),
    // JSON-LD is a data block, not script: CSP's script-src does not apply to it, so it needs no nonce.
    { 'script:ld+json': breadcrumbLd },
  ];
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  const data = fromWire(loaderData);
  const controls = useListingState(data.state);
  const more = useLoadMore(data);
  const navigation = useNavigation();
  const sidebarHeading = useId();
  const { state, apply, latest } = controls;
  // Another listing is loading (a category link, Trending, Shop All): its skeleton stands in.
  const target = navigation.location;
  const leaving =
    navigation.state === 'loading' &&
    target !== undefined &&
    target.pathname !== data.path &&
    isListingPath(target.pathname) &&
    !controls.busy;

  return (
    <div className="listing container">
      <header className="listing-head">
        <Breadcrumb crumbs={data.crumbs} />
        <p className="eyebrow">{data.copy.eyebrow}</p>
        <h1 className="display listing-title">{data.copy.title}</h1>
        {data.copy.description ? <p className="listing-description">{data.copy.description}</p> : null}
        {state.query ? <p className="listing-query">{`Results for “${state.query}”`}</p> : null}
      </header>

      <div className="listing-body">
        <aside className="listing-sidebar" aria-label="Filters">
          <Suspense fallback={null}>
            <FilterSidebar
              data={data}
              controls={controls}
              action={data.path}
              headingId={sidebarHeading}
              onLive={filtersLive}
            />
          </Suspense>
        </aside>

        <section className="listing-main" aria-label="Products">
          <div className="listing-toolbar">
            <div className="filter-part">
              <Suspense fallback={null}>
                <FilterDialog data={data} controls={controls} onLive={filterButtonLive} />
              </Suspense>
            </div>
            <p className="listing-count" role="status">{`Showing ${more.shown} / ${data.nbHits} Products`}</p>
            <SortSelect value={state.sort} onChange={(sort) => apply(withSort(latest(), sort))} />
          </div>
          {leaving ? (
            <Suspense fallback={null}>
              <ListingSkeleton />
            </Suspense>
          ) : (
            <ListingResults
              data={data}
              more={more}
              busy={controls.busy}
              onReset={countFilters(state) > 0 ? () => apply(resetFilters(latest())) : undefined}
            />
          )}
        </section>
      </div>

      <Suspense fallback={null}>
        <TrendingSlider products={data.trending} />
      </Suspense>
    </div>
  );
}

// What a listing page needs, searched in process (no HTTP hop): the category path, one page of 40 for
// the URL's filters, facet counts for the filter panel, and a row of trending pieces. Load more asks
// the same loader for a later page and gets only the products.
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  categoryBreadcrumb,
  categoryPath,
  listedCategories,
  resolveCategoryTrail,
  type Crumb,
} from '../../domain/listing/category-path';
import { TRENDING_SLIDER_COUNT } from '../../domain/listing/constants';
import { breadcrumbJsonLd } from '../../domain/seo/json-ld';
import { colorOptions, FACET_TITLES, facetOptions } from '../../domain/listing/facet-options';
import {
  facetCountSearches,
  listingSearch,
  mergeFacetCounts,
  shownFacets,
  type ListingScope,
} from '../../domain/listing/search-request';
import { parseListingState, parsePage, serializeListingState, type ListingState } from '../../domain/listing/url-state';
import { toProductCard } from '../components/product/product-card';
import { ALL_JEWELLERY_COPY, TRENDING_COPY, type ListingCopy } from '../components/listing/listing-copy';
import { toWire, type FacetGroup, type ListingKind, type ListingWire } from '../components/listing/listing-data';

/** The first row of the grid loads at once (it is the page's largest paint). */
const EAGER_CARDS = 4;

type Services = AppLoadContext['services'];
type Engine = Services['search']['engine'];

interface Where {
  kind: ListingKind;
  path: string;
  crumbs: Crumb[];
  copy: ListingCopy;
  scope: ListingScope;
  categoryNames: Map<string, string>;
}

const notFound = () => data(null, { status: 404 });

/**
 * Which listing the path names; a sub-category named alone (/jewellery/engagement-rings) moves to its
 * full path; anything else unknown is a 404.
 */
async function locate(url: URL, segments: string[], services: Services): Promise<Where> {
  const pathname = url.pathname;
  const categories = await services.catalog.listCategories();
  const categoryNames = new Map(categories.map((c) => [c.slug, c.name]));
  if (pathname.replace(/\/+$/, '') === '/trending') {
    return {
      kind: 'trending',
      path: '/trending',
      crumbs: [...categoryBreadcrumb([]), { name: 'Trending', path: '/trending' }],
      copy: TRENDING_COPY,
      scope: { categories: null, trending: true },
      categoryNames,
    };
  }
  if (segments.length === 0) {
    return {
      kind: 'all',
      path: '/jewellery',
      crumbs: categoryBreadcrumb([]),
      copy: ALL_JEWELLERY_COPY,
      scope: { categories: null, trending: false },
      categoryNames,
    };
  }
  const trail = resolveCategoryTrail(segments, categories);
  if (!trail) {
    const fullPath = segments.length === 1 ? categoryPath(segments[0]!, categories) : null;
    if (fullPath && fullPath !== pathname) throw redirect(`${fullPath}${url.search}`, 301);
    throw notFound();
  }
  const deepest = trail[trail.length - 1]!;
  const stocked = new Set(
    Object.keys(services.search.engine.search({ hitsPerPage: 0, facets: ['category'] }).facets.category ?? {}),
  );
  const crumbs = categoryBreadcrumb(trail);
  return {
    kind: 'category',
    path: crumbs[crumbs.length - 1]!.path,
    crumbs,
    copy: {
      eyebrow: deepest.name,
      title: deepest.banner_title || deepest.name,
      description: deepest.banner_content,
      seoTitle: deepest.seo_title || deepest.name,
      seoDescription: deepest.seo_description || deepest.banner_content,
      seoKeywords: deepest.seo_keywords,
    },
    scope: { categories: listedCategories(trail, categories, stocked), trending: false },
    categoryNames,
  };
}

function filterPanel(
  engine: Engine,
  state: ListingState,
  where: Where,
  counts: Record<string, Record<string, number>>,
) {
  const own = facetCountSearches(state, where.scope).map(({ facet, request }) => ({
    facet,
    facets: engine.search(request).facets,
  }));
  const merged = mergeFacetCounts(counts, own);
  const facets: FacetGroup[] = shownFacets(where.scope)
    .map((facet) => ({
      facet,
      title: FACET_TITLES[facet],
      options: facetOptions(facet, merged[facet], state.facets[facet], where.categoryNames),
    }))
    .filter((group) => group.options.length > 0);
  return { facets, colors: colorOptions(merged.color) };
}

export async function loadListing({
  url,
  params,
  context,
}: {
  /** The page's address without React Router's own parts (a data request's .data, ?_routes=). */
  url: URL;
  params: Record<string, string | undefined>;
  context: AppLoadContext;
}): Promise<ListingWire> {
  const { services } = context;
  const segments = [params.id1, params.id2, params.id3].filter((s): s is string => typeof s === 'string' && s !== '');
  const where = await locate(url, segments, services);

  const page = parsePage(url.searchParams);
  // ?page= is Load more's: its fetcher appends that one page to the pages already shown. A page load
  // of it would show page N's 40 pieces alone under 'Showing 40·(N+1) / total', without the filter
  // panel. It goes to the same listing without it: the first page, from which Load more goes on.
  // Rendering pages 1..N instead would need a second way of paging (and up to 10,000 cards in one
  // HTML page at the cap of 250), for URLs the store never shows: the address bar never has ?page=.
  if (page > 0 && context.document) {
    const first = new URL(url);
    first.searchParams.delete('page');
    throw redirect(`${first.pathname}${first.search}`);
  }

  const state = parseListingState(url.searchParams);
  // A category page has its category: a stray ?category= would only empty it.
  if (where.scope.categories) state.facets.category = [];
  const engine = services.search.engine;
  const result = engine.search(listingSearch(state, where.scope, page));
  const search = serializeListingState(state);
  const panel = page === 0 ? filterPanel(engine, state, where, result.facets) : { facets: [], colors: [] };
  const trending =
    page === 0 && where.kind !== 'trending'
      ? engine
          .search({ facetFilters: ['trending:true'], hitsPerPage: TRENDING_SLIDER_COUNT, sortBy: 'Popular' })
          .hits.map(toProductCard)
      : [];

  return toWire({
    kind: where.kind,
    path: where.path,
    key: search ? `${where.path}?${search}` : where.path,
    crumbs: where.crumbs,
    copy: where.copy,
    state,
    page,
    nbHits: result.nbHits,
    nbPages: result.nbPages,
    products: result.hits.map(toProductCard),
    eagerCards: page === 0 ? EAGER_CARDS : 0,
    ...panel,
    trending,
    breadcrumbLd: breadcrumbJsonLd(where.crumbs, services.origin),
  });
}

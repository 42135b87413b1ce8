// Which Algolia parameters the REST paths take. A parameter the engine reads is in the request
// schema; one listed here is accepted and ignored because it cannot change which products or counts
// an answer holds; anything else is refused with a 400 that names it, never silently misread (a
// dropped `aroundLatLng` or `optionalFilters` would answer other products than the client expects).

/**
 * What InstantSearch, algoliasearch-helper and the official clients send that a self-hosted engine
 * may safely ignore, with the reason it is safe.
 */
export const IGNORED_ALGOLIA_PARAMETERS: ReadonlyMap<string, string> = new Map([
  // Analytics, A/B tests and personalisation: this store keeps no search analytics.
  ['analytics', 'no analytics'],
  ['analyticsTags', 'no analytics'],
  ['clickAnalytics', 'no analytics (the answer carries no queryID)'],
  ['userToken', 'no analytics or personalisation'],
  ['enablePersonalization', 'no personalisation'],
  ['personalizationImpact', 'no personalisation'],
  ['enableABTest', 'no A/B tests'],
  ['percentileComputation', 'no analytics'],
  // Query rules and re-ranking: none are defined, so enabling or scoping them changes nothing.
  ['enableRules', 'no query rules'],
  ['ruleContexts', 'no query rules'],
  ['enableReRanking', 'no dynamic re-ranking'],
  // Presentation: which attributes are highlighted or snippeted, not which products match.
  ['attributesToHighlight', 'name, sku and category are highlighted'],
  ['attributesToSnippet', 'no snippets'],
  ['snippetEllipsisText', 'no snippets'],
  ['restrictHighlightAndSnippetArrays', 'no highlighted arrays'],
  ['responseFields', 'every field is answered; a client reads what it needs'],
  // Without an attributeForDistinct Algolia ignores these itself.
  ['distinct', 'no distinct attribute'],
  ['facetingAfterDistinct', 'no distinct attribute'],
]);

/** The keys of `body` that are neither read (`known`) nor safely ignored, in the body's order. */
export function unsupportedParameters(body: Record<string, unknown>, known: ReadonlySet<string>): string[] {
  return Object.keys(body).filter((key) => !known.has(key) && !IGNORED_ALGOLIA_PARAMETERS.has(key));
}

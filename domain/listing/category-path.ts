// /jewellery/{id1}[/{id2}[/{id3}]]: each segment a category, each one a child of the one before.
// The spec maps nose-pins to nosepins. Sub-categories without pieces of their own (the demo catalogue
// keeps its pieces on the top-level slugs) list their nearest ancestor's pieces.
import { normalizeCategorySlug } from '../catalog/constants.ts';

export interface CategoryNode {
  slug: string;
  name: string;
  parent: string | null;
}

/** The categories the path names, top first; null when a segment is unknown or out of place. */
export function resolveCategoryTrail<C extends CategoryNode>(
  segments: readonly string[],
  categories: readonly C[],
): C[] | null {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const trail: C[] = [];
  for (const segment of segments) {
    const category = bySlug.get(normalizeCategorySlug(segment));
    const expectedParent = trail.length === 0 ? null : trail[trail.length - 1]!.slug;
    if (!category || category.parent !== expectedParent) return null;
    trail.push(category);
  }
  return trail;
}

/**
 * The listing path of a category, ancestors first: `/jewellery/rings/engagement-rings`. null for an
 * unknown slug (or a broken chain of parents).
 */
export function categoryPath(slug: string, categories: readonly CategoryNode[]): string | null {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const chain: string[] = [];
  let current = bySlug.get(normalizeCategorySlug(slug));
  while (current) {
    if (chain.includes(current.slug)) return null;
    chain.unshift(current.slug);
    if (current.parent === null) return `/jewellery/${chain.join('/')}`;
    current = bySlug.get(current.parent);
  }
  return null;
}

/** A category and everything below it. */
export function categoryFamily(slug: string, categories: readonly CategoryNode[]): string[] {
  const family = [slug];
  for (let i = 0; i < family.length; i++) {
    for (const c of categories) if (c.parent === family[i] && !family.includes(c.slug)) family.push(c.slug);
  }
  return family;
}

/**
 * The category slugs whose pieces the page lists: the deepest category's family, or, when no piece
 * sits in it, the family of the nearest ancestor that has pieces.
 */
export function listedCategories(
  trail: readonly CategoryNode[],
  categories: readonly CategoryNode[],
  stocked: ReadonlySet<string>,
): string[] {
  for (let i = trail.length - 1; i >= 0; i--) {
    const family = categoryFamily(trail[i]!.slug, categories);
    if (family.some((slug) => stocked.has(slug))) return family;
  }
  return trail.length > 0 ? categoryFamily(trail[trail.length - 1]!.slug, categories) : [];
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > Jewellery > category (> sub-category), each with its path. */
export function categoryBreadcrumb(trail: readonly CategoryNode[]): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Jewellery', path: '/jewellery' },
  ];
  let path = '/jewellery';
  for (const c of trail) {
    path += `/${c.slug}`;
    crumbs.push({ name: c.name, path });
  }
  return crumbs;
}

// The main navigation as data (docs/spec.md#second-2 "Common layout": "Main navigation is driven by
// configuration with three item types: dropdown (up to four columns of sub-categories, headings,
// quick links and an image), plain link (an optional animate tag gives a ribbon look) and external
// anchor"). The storefront's configuration plus the catalogue's categories go in; the items the
// header and the mobile side menu both render come out. Pure, so the rules are table-tested.

/** A dropdown has at most this many columns of links (the picture is not a column). */
export const NAV_MAX_COLUMNS = 4;
/** A column of category names is split once it holds more than this many links. */
export const NAV_COLUMN_MAX_LINKS = 6;

export interface NavLink {
  label: string;
  /** A path inside the store, always starting with a single '/'. */
  href: string;
}

export interface NavColumn {
  heading: string;
  links: NavLink[];
}

export interface NavImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  href: string;
  caption: string;
}

export interface NavDropdown {
  kind: 'dropdown';
  id: string;
  label: string;
  /** Where the dropdown's own "view all" leads. */
  href: string;
  columns: NavColumn[];
  image: NavImage | null;
}

export interface NavPlainLink {
  kind: 'link';
  id: string;
  label: string;
  href: string;
  /** The animate tag: a short word shown as a ribbon beside the label ('New'). */
  ribbon?: string;
}

export interface NavExternal {
  kind: 'external';
  id: string;
  label: string;
  /** An absolute https: address, opened in a new tab. */
  href: string;
  /** What a screen reader hears after the label, e.g. 'opens WhatsApp in a new tab'. */
  hint: string;
}

export type NavItem = NavDropdown | NavPlainLink | NavExternal;

/** What the catalogue says about a category (context.services.catalog.listCategories()). */
export interface NavCategorySource {
  slug: string;
  name: string;
  parent: string | null;
}

/** A quick link whose target is the category's listing (or all jewellery) with query parameters. */
export interface QuickLink {
  label: string;
  params: Readonly<Record<string, string>>;
}

export interface QuickLinkGroup {
  heading: string;
  links: readonly QuickLink[];
}

/**
 * One entry of the menu, in the order shown (the back office keeps them: menu_items,
 * server/merchandising/): the 'All jewellery' dropdown listing every top-level category (its picture
 * is `imageSlug`'s), a category's own dropdown (named as the catalogue names it), a plain link inside
 * the store (an optional ribbon) or an external https: anchor opened in a new tab.
 */
export type NavEntry =
  | { kind: 'all'; label: string; imageSlug: string }
  | { kind: 'category'; slug: string }
  | (Omit<NavPlainLink, 'kind'> & { kind: 'link' })
  | (Omit<NavExternal, 'kind'> & { kind: 'external' });

export interface NavConfig {
  /** The menu's entries in order; unknown categories and unsafe links are skipped. */
  entries: readonly NavEntry[];
  /** Quick-link columns of every category dropdown, after the sub-categories. */
  quickLinks: readonly QuickLinkGroup[];
  /** The square category picture of a dropdown, in px (one of the sizes the picture server draws). */
  imageSize: number;
}

export const LISTING_PATH = '/jewellery';

/** A path inside the store: one leading slash, no scheme, no protocol-relative '//' trick. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\') && !/[\s<>"]/.test(href);
}

export function isExternalHref(href: string): boolean {
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

export function categoryPath(slug: string, parent: string | null = null): string {
  return parent
    ? `${LISTING_PATH}/${encodeURIComponent(parent)}/${encodeURIComponent(slug)}`
    : `${LISTING_PATH}/${encodeURIComponent(slug)}`;
}

export function quickLinkHref(base: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(Object.entries(params)).toString();
  return query ? `${base}?${query}` : base;
}

export function categoryImage(slug: string, name: string, href: string, size: number): NavImage {
  return {
    src: `/images/categories/${encodeURIComponent(slug)}?resize=${size}&compress=50`,
    alt: '',
    width: size,
    height: size,
    href,
    caption: `Shop ${name}`,
  };
}

/** Splits a long list into columns of at most `max` links, the later ones without a heading of their own. */
export function splitColumn(column: NavColumn, max = NAV_COLUMN_MAX_LINKS): NavColumn[] {
  if (column.links.length <= max) return [column];
  const count = Math.ceil(column.links.length / max);
  const size = Math.ceil(column.links.length / count);
  const out: NavColumn[] = [];
  for (let i = 0; i < column.links.length; i += size) {
    out.push({ heading: i === 0 ? column.heading : '', links: column.links.slice(i, i + size) });
  }
  return out;
}

function quickColumns(groups: readonly QuickLinkGroup[], base: string): NavColumn[] {
  return groups
    .map((g) => ({
      heading: g.heading,
      links: g.links.map((l) => ({ label: l.label, href: quickLinkHref(base, l.params) })),
    }))
    .filter((c) => c.links.length > 0);
}

const slugId = (s: string) => s.replace(/[^a-z0-9-]/gi, '-').toLowerCase();

/**
 * The navigation items in the entries' order: 'All jewellery' (when the catalogue has categories), a
 * dropdown per category entry the catalogue has (unknown slugs are skipped), the links. Links that are
 * not internal paths and external anchors that are not https: are dropped rather than rendered, and so
 * is a second item with an id already used.
 */
export function buildNavigation(categories: readonly NavCategorySource[], config: NavConfig): NavItem[] {
  const top = categories.filter((c) => c.parent === null);
  const childrenOf = (slug: string) => categories.filter((c) => c.parent === slug);
  const items: NavItem[] = [];

  for (const entry of config.entries) {
    if (entry.kind === 'all') {
      if (top.length === 0) continue;
      const categoryColumn: NavColumn = {
        heading: 'Categories',
        links: top.map((c) => ({ label: c.name, href: categoryPath(c.slug) })),
      };
      const imageSource = top.find((c) => c.slug === entry.imageSlug) ?? top[0]!;
      items.push({
        kind: 'dropdown',
        id: 'all-jewellery',
        label: entry.label,
        href: LISTING_PATH,
        columns: [...splitColumn(categoryColumn), ...quickColumns(config.quickLinks, LISTING_PATH)].slice(
          0,
          NAV_MAX_COLUMNS,
        ),
        image: categoryImage(imageSource.slug, 'all jewellery', LISTING_PATH, config.imageSize),
      });
    } else if (entry.kind === 'category') {
      const category = top.find((c) => c.slug === entry.slug);
      if (!category) continue;
      const base = categoryPath(category.slug);
      const styles: NavColumn = {
        heading: category.name,
        links: [
          { label: `All ${category.name}`, href: base },
          ...childrenOf(category.slug).map((c) => ({ label: c.name, href: categoryPath(c.slug, category.slug) })),
        ],
      };
      items.push({
        kind: 'dropdown',
        id: `category-${slugId(category.slug)}`,
        label: category.name,
        href: base,
        columns: [...splitColumn(styles), ...quickColumns(config.quickLinks, base)].slice(0, NAV_MAX_COLUMNS),
        image: categoryImage(category.slug, category.name, base, config.imageSize),
      });
    } else if (entry.kind === 'external') {
      if (isExternalHref(entry.href)) items.push(entry);
    } else if (isInternalPath(entry.href)) {
      items.push(entry);
    }
  }
  // Ids name the dropdown panels in the page: the first of a kind wins.
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

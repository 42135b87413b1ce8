// What the shop shows around its pieces that the back office's merchandising desk edits
// (server/merchandising/, docs/decisions/2026-11-27-merchandising.md): the promotional strip above the
// header, the navigation menu's entries and collections' pieces. (Categories and banners are in catalog.ts.) Each table
// notifies merch_changed at commit (db/migrations/0031, 0032), so every instance reads it again.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/** The one promotional message of the top bar (spec: "a configurable promotional message with a link"). */
export const promoStrip = pgTable(
  'promo_strip',
  {
    id: integer('id').primaryKey().default(1),
    text: text('text').notNull(),
    linkText: text('link_text').notNull(),
    link: text('link').notNull(),
    visible: boolean('visible').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('promo_strip_one_row', sql`${t.id} = 1`)],
);

export const MENU_ITEM_KINDS = ['all_jewellery', 'category', 'link', 'whatsapp'] as const;
export type MenuItemKind = (typeof MENU_ITEM_KINDS)[number];

/**
 * The header's menu in order: 'all_jewellery' (the dropdown of every category; `category_slug` names
 * its picture), 'category' (that category's dropdown, named as the catalogue names it), 'link' (a path
 * of the shop or an https address, with an optional ribbon), 'whatsapp' (the video call on the store's
 * WhatsApp number, from the environment).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull().default(0),
    kind: text('kind').$type<MenuItemKind>().notNull(),
    label: text('label').notNull().default(''),
    categorySlug: text('category_slug'),
    href: text('href'),
    ribbon: text('ribbon').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [
    check('menu_items_kind_known', sql`${t.kind} IN ('all_jewellery', 'category', 'link', 'whatsapp')`),
    check(
      'menu_items_category_named',
      sql`${t.kind} NOT IN ('all_jewellery', 'category') OR ${t.categorySlug} IS NOT NULL`,
    ),
    check('menu_items_link_has_href', sql`${t.kind} <> 'link' OR ${t.href} IS NOT NULL`),
  ],
);

/**
 * A collection page's pieces (/collections/{slug}; its words are the content file
 * content/pages/collections/<slug>.md): the pieces staff chose, in their order, then the most popular
 * pieces of its occasions (the listing's `occasion` facet) up to the page's count.
 */
export const collections = pgTable('collections', {
  slug: text('slug').primaryKey(),
  occasions: text('occasions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const collectionPieces = pgTable(
  'collection_pieces',
  {
    collectionSlug: text('collection_slug')
      .notNull()
      .references(() => collections.slug, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionSlug, t.productId] }),
    uniqueIndex('collection_pieces_position_key').on(t.collectionSlug, t.position),
  ],
);

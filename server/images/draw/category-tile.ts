// Square tiles for the category menu and home page: one representative piece per category on a
// slightly deeper ground than product pictures, so tiles read as navigation rather than products.
import { CATEGORY_SLUGS, type CategorySlug, type MetalColor } from '../../../domain/catalog/constants.ts';
import type { PictureAngle } from '../../../domain/catalog/picture-path.ts';
import { pieceContext, pieceDrawer } from './product.ts';
import { el, radialGradient, SvgBuilder, type Art } from './svg.ts';

export interface Tile {
  color: MetalColor;
  diamondCount: number;
  gemstoneType: string | null;
  seed: string;
  angle: PictureAngle;
  ground: [string, string];
}

const TILES: Record<CategorySlug, Tile> = {
  rings: {
    color: 'rose-gold',
    diamondCount: 1,
    gemstoneType: null,
    seed: 'tile-rings',
    angle: 2,
    ground: ['#fbf1ec', '#efd9cf'],
  },
  earrings: {
    color: 'yellow-gold',
    diamondCount: 12,
    gemstoneType: null,
    seed: 'tile-earrings',
    angle: 1,
    ground: ['#fbf6ea', '#ecdfc2'],
  },
  pendants: {
    color: 'white-gold',
    diamondCount: 6,
    gemstoneType: 'Sapphire',
    seed: 'tile-pendants',
    angle: 1,
    ground: ['#f3f5f8', '#dbe1ea'],
  },
  necklaces: {
    color: 'yellow-gold',
    diamondCount: 40,
    gemstoneType: null,
    seed: 'tile-necklaces',
    angle: 1,
    ground: ['#f7f3ec', '#e6dccb'],
  },
  bracelets: {
    color: 'white-gold',
    diamondCount: 30,
    gemstoneType: null,
    seed: 'tile-bracelets-2',
    angle: 1,
    ground: ['#f2f4f3', '#d9e0dc'],
  },
  bangles: {
    color: 'yellow-gold',
    diamondCount: 20,
    gemstoneType: null,
    seed: 'tile-bangles',
    angle: 1,
    ground: ['#fbf5e9', '#eadbbd'],
  },
  nosepins: {
    color: 'rose-gold',
    diamondCount: 7,
    gemstoneType: null,
    seed: 'tile-nosepins',
    angle: 1,
    ground: ['#fbf0ef', '#eed6d4'],
  },
  mangalsutra: {
    color: 'yellow-gold',
    diamondCount: 5,
    gemstoneType: null,
    seed: 'tile-mangalsutra',
    angle: 1,
    ground: ['#f8f3ea', '#e7dcc8'],
  },
  chains: {
    color: 'yellow-gold',
    diamondCount: 0,
    gemstoneType: null,
    seed: 'tile-chains',
    angle: 1,
    ground: ['#f7f2e8', '#e5d9c2'],
  },
  solitaires: {
    color: 'white-gold',
    diamondCount: 1,
    gemstoneType: null,
    seed: 'tile-solitaires',
    angle: 1,
    ground: ['#f1f4f8', '#d6dde8'],
  },
};

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** A piece on a soft tinted square: the shared look of category and occasion tiles. */
export function drawTile(id: string, category: CategorySlug, tile: Tile): Art {
  const b = new SvgBuilder();
  const fill = b.define(`tile-${id}`, (gid) =>
    radialGradient(
      gid,
      [
        { offset: 0, color: tile.ground[0] },
        { offset: 1, color: tile.ground[1] },
      ],
      { x: 0.5, y: 0.45 },
      0.72,
    ),
  );
  b.add(el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill }));
  pieceDrawer(category)(pieceContext(b, { category, ...tile }), tile.angle);
  return b.toArt(1000, 1000);
}

export function drawCategoryTile(slug: CategorySlug): Art {
  return drawTile(slug, slug, TILES[slug]);
}

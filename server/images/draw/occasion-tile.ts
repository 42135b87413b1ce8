// Occasion pictures (`/images/occasions/{slug}`, linked by the demo catalogue's occasion facets):
// a piece that says the occasion, on the tile ground. Seeds are picked so the seeded style fits.
import type { CategorySlug } from '../../../domain/catalog/constants.ts';
import { drawTile, type Tile } from './category-tile.ts';
import type { Art } from './svg.ts';

const OCCASIONS: Record<string, { category: CategorySlug; tile: Tile }> = {
  engagement: {
    category: 'rings',
    tile: {
      color: 'rose-gold',
      diamondCount: 1,
      gemstoneType: null,
      seed: 'occasion-engagement',
      angle: 2,
      ground: ['#fbf1ec', '#efd9cf'],
    },
  },
  wedding: {
    category: 'necklaces',
    tile: {
      color: 'yellow-gold',
      diamondCount: 40,
      gemstoneType: null,
      seed: 'occasion-wedding-0',
      angle: 1,
      ground: ['#fbf5e9', '#eadbbd'],
    },
  },
  anniversary: {
    category: 'rings',
    tile: {
      color: 'white-gold',
      diamondCount: 30,
      gemstoneType: null,
      seed: 'occasion-anniversary-1',
      angle: 1,
      ground: ['#f1f4f8', '#d6dde8'],
    },
  },
  festive: {
    category: 'earrings',
    tile: {
      color: 'yellow-gold',
      diamondCount: 0,
      gemstoneType: null,
      seed: 'occasion-festive-0',
      angle: 1,
      ground: ['#f6efe0', '#e2cfa6'],
    },
  },
  'daily-wear': {
    category: 'earrings',
    tile: {
      color: 'rose-gold',
      diamondCount: 8,
      gemstoneType: null,
      seed: 'occasion-daily-wear-0',
      angle: 1,
      ground: ['#fbf0ef', '#eed6d4'],
    },
  },
  'office-wear': {
    category: 'pendants',
    tile: {
      color: 'white-gold',
      diamondCount: 6,
      gemstoneType: null,
      seed: 'occasion-office-wear',
      angle: 1,
      ground: ['#f3f5f8', '#dbe1ea'],
    },
  },
  gifting: {
    category: 'bracelets',
    tile: {
      color: 'rose-gold',
      diamondCount: 30,
      gemstoneType: null,
      seed: 'occasion-gifting-0',
      angle: 1,
      ground: ['#fbf1ec', '#efd9cf'],
    },
  },
};

export const OCCASION_SLUGS = Object.keys(OCCASIONS);

export function drawOccasionTile(slug: string): Art | null {
  // Own keys only: the slug comes from the URL.
  const occasion = Object.hasOwn(OCCASIONS, slug) ? OCCASIONS[slug] : undefined;
  return occasion ? drawTile(`occasion-${slug}`, occasion.category, occasion.tile) : null;
}

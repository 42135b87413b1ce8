import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, METAL_COLORS } from '../../domain/catalog/constants.ts';
import { PICTURE_ANGLES } from '../../domain/catalog/picture-path.ts';
import { BANNER_NAMES, bannerDesignName, drawBanner, GENERIC_BANNER_VARIANTS } from './draw/banner.ts';
import { drawCategoryTile } from './draw/category-tile.ts';
import { drawNoImage } from './draw/no-image.ts';
import { drawOccasionTile, OCCASION_SLUGS } from './draw/occasion-tile.ts';
import { drawProductPicture } from './draw/product.ts';
import { gemTone } from './draw/stones.ts';
import type { PictureSubject } from './draw/subject.ts';
import { svgDocument, type Art } from './draw/svg.ts';

async function rasterises(art: Art, width = 96, height = 96): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svgDocument(art, width, height)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([width, height]);
  // Standard deviation of the picture: a drawing has marks on its ground.
  const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats();
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
}

const stoneMixes: { diamondCount: number; gemstoneType: string | null }[] = [
  { diamondCount: 0, gemstoneType: null },
  { diamondCount: 1, gemstoneType: null },
  { diamondCount: 24, gemstoneType: null },
  { diamondCount: 8, gemstoneType: 'Ruby' },
  { diamondCount: 0, gemstoneType: 'Pearl' },
];

describe('product drawings', () => {
  for (const category of CATEGORY_SLUGS) {
    it(`draws ${category} in every colour, from every angle, with any stones`, async () => {
      let i = 0;
      for (const color of METAL_COLORS) {
        for (const angle of PICTURE_ANGLES) {
          const stones = stoneMixes[i++ % stoneMixes.length]!;
          const subject: PictureSubject = { category, color, ...stones, seed: `T-${category}-${i}` };
          const art = drawProductPicture(subject, angle);
          expect(art.body).not.toMatch(/NaN|undefined|Infinity/);
          expect(await rasterises(art)).toBeGreaterThan(4);
        }
      }
    });
  }

  it('is deterministic: the same subject draws the same SVG', () => {
    const subject: PictureSubject = {
      category: 'rings',
      color: 'rose-gold',
      diamondCount: 12,
      gemstoneType: null,
      seed: 'SR-1',
    };
    expect(svgDocument(drawProductPicture(subject, 2), 100, 100)).toBe(
      svgDocument(drawProductPicture({ ...subject }, 2), 100, 100),
    );
  });

  it.each(CATEGORY_SLUGS)('gives two %s products with different SKUs different pictures', (category) => {
    const subject: PictureSubject = {
      category,
      color: 'yellow-gold',
      diamondCount: 10,
      gemstoneType: null,
      seed: 'SKU-A',
    };
    const a = svgDocument(drawProductPicture(subject, 1), 100, 100);
    const b = svgDocument(drawProductPicture({ ...subject, seed: 'SKU-B' }, 1), 100, 100);
    expect(a).not.toBe(b);
  });

  it('draws the metal colour of the variant', () => {
    const subject: PictureSubject = {
      category: 'bangles',
      color: 'yellow-gold',
      diamondCount: 0,
      gemstoneType: null,
      seed: 'SB-1',
    };
    const colours = METAL_COLORS.map((color) => drawProductPicture({ ...subject, color }, 1).defs);
    expect(new Set(colours).size).toBe(3);
    expect(colours[0]).toContain('m-yellow-gold-band');
    expect(colours[1]).toContain('m-rose-gold-band');
  });

  it('draws an unknown category as something rather than failing', async () => {
    const art = drawProductPicture(
      { category: 'watches', color: 'white-gold', diamondCount: 3, gemstoneType: null, seed: 'W-1' },
      1,
    );
    expect(await rasterises(art)).toBeGreaterThan(4);
  });
});

describe('gemstone colours', () => {
  it.each([
    ['Ruby', 'ruby'],
    ['Blue Sapphire', 'sapphire'],
    ['yellow sapphire', 'citrine'],
    ['Emerald', 'emerald'],
    ['Pearl', 'pearl'],
    ['Blue Topaz', 'topaz'],
  ])('%s is drawn as %s', (name, id) => {
    expect(gemTone(name)?.id).toBe(id);
  });

  it('has no stone for none, and a stable colour for names it does not know', () => {
    expect(gemTone(null)).toBeNull();
    expect(gemTone('  ')).toBeNull();
    expect(gemTone('Unobtainium')?.id).toBe(gemTone('unobtainium')?.id);
    expect(gemTone('Unobtainium')).not.toBeNull();
  });
});

describe('other pictures', () => {
  it('draws the no-image picture', async () => {
    const art = drawNoImage();
    expect(art.body).toContain('No image');
    expect(await rasterises(art)).toBeGreaterThan(4);
  });

  it.each([...BANNER_NAMES, 'any-other-name'])('draws the %s banner wide', async (name) => {
    const art = drawBanner(name);
    expect([art.width, art.height]).toEqual([1600, 640]);
    expect(await rasterises(art, 160, 64)).toBeGreaterThan(4);
  });

  it('maps any other name onto a few generic designs, which differ from each other', () => {
    const names = Array.from({ length: 200 }, (_, i) => `campaign-${i}`);
    const designs = new Set(names.map(bannerDesignName));
    expect(designs.size).toBeLessThanOrEqual(GENERIC_BANNER_VARIANTS);
    expect(designs.size).toBeGreaterThan(1);
    expect(bannerDesignName('bridal')).toBe('bridal');
    const bodies = new Set([...designs].map((d) => drawBanner(d).body));
    expect(bodies.size).toBe(designs.size);
  });

  it.each(OCCASION_SLUGS)('draws the %s occasion picture', async (slug) => {
    expect(await rasterises(drawOccasionTile(slug)!)).toBeGreaterThan(4);
  });

  it.each([...CATEGORY_SLUGS, 'engagement-rings', 'couple-bands', 'stud-earrings', 'jhumkas'])(
    'draws the %s category banner',
    async (slug) => {
      expect(bannerDesignName(slug)).toBe(`category-${slug}`);
      expect(await rasterises(drawBanner(slug), 160, 64)).toBeGreaterThan(4);
    },
  );

  it.each(CATEGORY_SLUGS)('draws the %s category tile', async (slug) => {
    expect(await rasterises(drawCategoryTile(slug))).toBeGreaterThan(4);
  });
});

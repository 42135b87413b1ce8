// Banners: wide arrangements of pieces on a rich ground (emerald, midnight, ivory), no text (the
// page sets its own headline over it). The home page's named designs, one per category page
// (`/images/banners/{category slug}`, as the demo catalogue links them), and generic designs for any
// other name so every banner URL answers with something fitting.
import {
  CATEGORY_SLUGS,
  normalizeCategorySlug,
  type CategorySlug,
  type MetalColor,
} from '../../../domain/catalog/constants.ts';
import type { PictureAngle } from '../../../domain/catalog/picture-path.ts';
import { pieceContext, pieceDrawer } from './product.ts';
import { createRandom, hashString } from './random.ts';
import { glint } from './stones.ts';
import { el, linearGradient, radialGradient, SvgBuilder, type Art } from './svg.ts';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 640;
export const BANNER_NAMES = ['bridal', 'everyday-diamonds', 'gold-festive'] as const;

type Ground = 'emerald' | 'midnight' | 'ivory';

interface Placed {
  category: string;
  color: MetalColor;
  diamondCount: number;
  gemstoneType: string | null;
  seed: string;
  angle: PictureAngle;
  /** Centre of the piece's 1000-unit box on the banner, and its scale. */
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

const GROUNDS: Record<Ground, { centre: string; edge: string; silk: string; sparkle: number }> = {
  emerald: { centre: '#1b6b52', edge: '#062a20', silk: '#2e8a6c', sparkle: 0.8 },
  midnight: { centre: '#24345e', edge: '#0a1026', silk: '#3a4f86', sparkle: 0.9 },
  ivory: { centre: '#fffaf2', edge: '#eadfcd', silk: '#ffffff', sparkle: 0.5 },
};

const DESIGNS: Record<(typeof BANNER_NAMES)[number], { ground: Ground; pieces: Placed[] }> = {
  bridal: {
    ground: 'ivory',
    pieces: [
      {
        category: 'necklaces',
        color: 'white-gold',
        diamondCount: 40,
        gemstoneType: null,
        seed: 'bridal-riviera-1',
        angle: 1,
        x: 1080,
        y: 300,
        scale: 0.78,
      },
      {
        category: 'rings',
        color: 'rose-gold',
        diamondCount: 1,
        gemstoneType: null,
        seed: 'bridal-solitaire',
        angle: 2,
        x: 430,
        y: 390,
        scale: 0.62,
        rotate: -8,
      },
      {
        category: 'rings',
        color: 'yellow-gold',
        diamondCount: 24,
        gemstoneType: null,
        seed: 'bridal-halo-4',
        angle: 1,
        x: 640,
        y: 420,
        scale: 0.55,
        rotate: 10,
      },
      {
        category: 'earrings',
        color: 'white-gold',
        diamondCount: 12,
        gemstoneType: null,
        seed: 'bridal-studs-1',
        angle: 1,
        x: 200,
        y: 470,
        scale: 0.4,
      },
    ],
  },
  'everyday-diamonds': {
    ground: 'midnight',
    pieces: [
      {
        category: 'pendants',
        color: 'rose-gold',
        diamondCount: 8,
        gemstoneType: null,
        seed: 'everyday-pendant-3',
        angle: 1,
        x: 1180,
        y: 300,
        scale: 0.7,
      },
      {
        category: 'bracelets',
        color: 'white-gold',
        diamondCount: 30,
        gemstoneType: null,
        seed: 'everyday-tennis-1',
        angle: 1,
        x: 660,
        y: 360,
        scale: 0.62,
      },
      {
        category: 'earrings',
        color: 'yellow-gold',
        diamondCount: 2,
        gemstoneType: null,
        seed: 'everyday-studs-2',
        angle: 1,
        x: 210,
        y: 330,
        scale: 0.42,
      },
      {
        category: 'nosepins',
        color: 'rose-gold',
        diamondCount: 6,
        gemstoneType: null,
        seed: 'everyday-nosepin',
        angle: 1,
        x: 1450,
        y: 470,
        scale: 0.25,
      },
    ],
  },
  'gold-festive': {
    ground: 'emerald',
    pieces: [
      {
        category: 'necklaces',
        color: 'yellow-gold',
        diamondCount: 0,
        gemstoneType: 'Ruby',
        seed: 'festive-temple-6',
        angle: 1,
        x: 980,
        y: 290,
        scale: 0.8,
      },
      {
        category: 'bangles',
        color: 'yellow-gold',
        diamondCount: 0,
        gemstoneType: null,
        seed: 'festive-kada-2',
        angle: 2,
        x: 520,
        y: 380,
        scale: 0.5,
      },
      {
        category: 'earrings',
        color: 'yellow-gold',
        diamondCount: 0,
        gemstoneType: 'Pearl',
        seed: 'festive-jhumka-6',
        angle: 1,
        x: 1400,
        y: 300,
        scale: 0.36,
      },
      {
        category: 'mangalsutra',
        color: 'yellow-gold',
        diamondCount: 0,
        gemstoneType: null,
        seed: 'festive-vati',
        angle: 1,
        x: 200,
        y: 228,
        scale: 0.5,
      },
    ],
  },
};

function groundLayer(b: SvgBuilder, ground: Ground, seed: string): void {
  const g = GROUNDS[ground];
  const fill = b.define(`banner-${ground}`, (id) =>
    radialGradient(
      id,
      [
        { offset: 0, color: g.centre },
        { offset: 1, color: g.edge },
      ],
      { x: 0.62, y: 0.4 },
      0.8,
    ),
  );
  b.add(el('rect', { x: 0, y: 0, width: BANNER_WIDTH, height: BANNER_HEIGHT, fill }));
  // Folds of silk: two broad soft sweeps give the ground depth without competing with the pieces.
  const silk = b.define(`banner-${ground}-silk`, (id) =>
    linearGradient(
      id,
      [
        { offset: 0, color: g.silk, opacity: 0 },
        { offset: 0.5, color: g.silk, opacity: 0.35 },
        { offset: 1, color: g.silk, opacity: 0 },
      ],
      { x: 0, y: 0 },
      { x: 1, y: 0.3 },
    ),
  );
  b.add(
    el('path', { d: 'M-50 520C300 380 700 700 1100 520C1350 410 1500 470 1650 420L1650 700L-50 700Z', fill: silk }),
  );
  b.add(
    el('path', {
      d: 'M-50 120C250 40 500 260 900 140C1200 50 1400 140 1650 60L1650 -20L-50 -20Z',
      fill: silk,
      opacity: 0.6,
    }),
  );
  const rng = createRandom(`banner-sparkle:${seed}`);
  for (let i = 0; i < 26; i++) {
    b.add(
      glint(
        rng.between(20, BANNER_WIDTH - 20),
        rng.between(20, BANNER_HEIGHT - 20),
        rng.between(4, 13),
        g.sparkle * rng.between(0.35, 0.9),
      ),
    );
  }
}

function placePieces(b: SvgBuilder, pieces: readonly Placed[]): void {
  for (const p of pieces) {
    const clip = b.uid('piece');
    // Each piece keeps to its own box so chains drawn to the box edge end cleanly.
    b.add(el('clipPath', { id: clip }, el('rect', { x: 0, y: 0, width: 1000, height: 1000 })));
    const t = `translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0}) scale(${p.scale}) translate(-500 -500)`;
    b.group({ transform: t }, () => {
      b.group({ 'clip-path': `url(#${clip})` }, () => {
        const ctx = pieceContext(b, p);
        pieceDrawer(p.category)(ctx, p.angle);
      });
    });
  }
}

/** A generic design for names without their own: ground and pieces chosen from the name. */
function genericDesign(name: string): { ground: Ground; pieces: Placed[] } {
  const rng = createRandom(`banner:${name}`);
  const ground = (['emerald', 'midnight', 'ivory'] as const)[hashString(name) % 3]!;
  const choices: Omit<Placed, 'x' | 'y' | 'scale' | 'seed'>[] = [
    { category: 'rings', color: 'rose-gold', diamondCount: 1, gemstoneType: null, angle: 2 },
    { category: 'necklaces', color: 'yellow-gold', diamondCount: 30, gemstoneType: null, angle: 1 },
    { category: 'earrings', color: 'white-gold', diamondCount: 10, gemstoneType: 'Emerald', angle: 1 },
    { category: 'bangles', color: 'yellow-gold', diamondCount: 20, gemstoneType: null, angle: 1 },
    { category: 'pendants', color: 'rose-gold', diamondCount: 6, gemstoneType: 'Ruby', angle: 1 },
    { category: 'solitaires', color: 'white-gold', diamondCount: 1, gemstoneType: null, angle: 1 },
  ];
  const first = rng.int(0, choices.length - 1);
  const slots = [
    { x: 330, y: 340, scale: 0.58 },
    { x: 800, y: 320, scale: 0.7 },
    { x: 1270, y: 340, scale: 0.58 },
  ];
  const pieces = slots.map((slot, i) => ({
    ...choices[(first + i * 2) % choices.length]!,
    ...slot,
    seed: `${name}-${i}`,
  }));
  return { ground, pieces };
}

/**
 * Any name answers, but only a few generic designs exist: names are mapped onto them by hash, so a
 * crawler inventing banner names cannot make the server draw and store an unbounded number of files.
 */
export const GENERIC_BANNER_VARIANTS = 12;

/** Sub-categories of the menus (demo catalogue), drawn with their parent's pieces in their style. */
// A Map: it is looked up by a banner name from the URL, and a plain object would answer
// "constructor" with Object's own function.
const SUB_CATEGORY_PIECES = new Map<
  string,
  { category: CategorySlug; diamondCount: number; seeds: readonly string[]; angles: readonly PictureAngle[] }
>(
  Object.entries({
    // Seeds picked so the seeded style is the one the name promises (a solitaire, studs, jhumkas).
    'engagement-rings': {
      category: 'rings',
      diamondCount: 1,
      seeds: ['engagement-0', 'engagement-1', 'engagement-2'],
      angles: [2, 1, 2],
    },
    'couple-bands': {
      category: 'rings',
      diamondCount: 0,
      seeds: ['couple-0', 'couple-1', 'couple-2'],
      angles: [1, 2, 1],
    },
    'stud-earrings': {
      category: 'earrings',
      diamondCount: 8,
      seeds: ['stud-earrings-0', 'stud-earrings-1', 'stud-earrings-4'],
      angles: [1, 1, 1],
    },
    jhumkas: {
      category: 'earrings',
      diamondCount: 0,
      seeds: ['jhumkas-10', 'jhumkas-11', 'jhumkas-12'],
      angles: [1, 1, 1],
    },
  }),
);

/** Pieces that hang from a chain are placed with their box at the top edge, so chains run off the banner. */
const HANGING: readonly string[] = ['pendants', 'necklaces', 'chains', 'mangalsutra'];

/** A category page banner: three pieces of the category in the three metal colours. */
function categoryDesign(slug: string): { ground: Ground; pieces: Placed[] } {
  const sub = SUB_CATEGORY_PIECES.get(slug);
  const category = sub?.category ?? (slug as CategorySlug);
  const ground = (['ivory', 'midnight', 'emerald'] as const)[hashString(`category-banner:${slug}`) % 3]!;
  const colours: readonly MetalColor[] = ['rose-gold', 'yellow-gold', 'white-gold'];
  const gems = ['Emerald', 'Ruby', 'Blue Sapphire', 'Pink Sapphire', 'Tanzanite'];
  const stones = [
    { diamondCount: 1, gemstoneType: null },
    { diamondCount: 24, gemstoneType: null },
    { diamondCount: 8, gemstoneType: gems[hashString(slug) % gems.length]! },
  ];
  const angles: readonly PictureAngle[] =
    sub?.angles ??
    (category === 'rings' ? [2, 1, 2] : category === 'bangles' || category === 'solitaires' ? [1, 2, 1] : [1, 1, 1]);
  const hanging = HANGING.includes(category);
  const scale = category === 'nosepins' || category === 'solitaires' || category === 'earrings' ? 0.5 : 0.6;
  return {
    ground,
    pieces: [330, 800, 1270].map((x, i) => ({
      category,
      color: colours[i]!,
      ...(sub ? { diamondCount: sub.diamondCount, gemstoneType: null } : stones[i]!),
      seed: sub?.seeds[i] ?? `${slug}-banner-${i}`,
      angle: angles[i]!,
      x,
      y: hanging ? scale * 500 - 10 : 330,
      scale,
    })),
  };
}

/** The design a banner name is drawn with: its own, its category's, or one of the generic variants. */
export function bannerDesignName(name: string): string {
  if ((BANNER_NAMES as readonly string[]).includes(name)) return name;
  const slug = normalizeCategorySlug(name);
  if ((CATEGORY_SLUGS as readonly string[]).includes(slug) || SUB_CATEGORY_PIECES.has(slug)) return `category-${slug}`;
  if (name.startsWith('category-') && bannerDesignName(name.slice('category-'.length)) === name) return name;
  const variant = /^generic-(\d+)$/.exec(name);
  if (variant && Number(variant[1]) < GENERIC_BANNER_VARIANTS && String(Number(variant[1])) === variant[1]) return name;
  return `generic-${hashString(`banner:${name}`) % GENERIC_BANNER_VARIANTS}`;
}

export function drawBanner(name: string): Art {
  const designName = bannerDesignName(name);
  const named = Object.hasOwn(DESIGNS, designName)
    ? (DESIGNS as Record<string, { ground: Ground; pieces: Placed[] }>)[designName]
    : undefined;
  const design =
    named ??
    (designName.startsWith('category-')
      ? categoryDesign(designName.slice('category-'.length))
      : genericDesign(designName));
  const b = new SvgBuilder();
  groundLayer(b, design.ground, designName);
  placePieces(b, design.pieces);
  return b.toArt(BANNER_WIDTH, BANNER_HEIGHT);
}

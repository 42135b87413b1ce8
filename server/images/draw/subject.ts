// What a product picture shows. The image route builds this from the catalogue; drawings read nothing
// else, so a picture depends only on these fields (and they go into the cache key).
import type { MetalColor } from '../../../domain/catalog/constants.ts';
import type { PictureAngle } from '../../../domain/catalog/picture-path.ts';
import type { MetalPaint } from './metal.ts';
import type { Random } from './random.ts';
import type { StoneTone } from './stones.ts';
import type { SvgBuilder } from './svg.ts';

export interface PictureSubject {
  /** A CATEGORY_SLUGS value; anything else is drawn as a pendant. */
  category: string;
  color: MetalColor;
  diamondCount: number;
  gemstoneType: string | null;
  /** Usually the SKU: different products get different details. */
  seed: string;
  /** The piece's name: the shape it promises ("Halo", "Eternity") is the shape drawn (design.ts). */
  name?: string;
}

/** Everything a piece drawer needs; pieces draw on a 1000 × 1000 canvas with the ground already laid. */
export interface PieceContext {
  b: SvgBuilder;
  /** Seeded by the subject only, so the three angles show the same design. */
  rng: Random;
  metal: MetalPaint;
  /** The coloured stone, if the product has one. */
  gem: StoneTone | null;
  /** Diamond count from the catalogue (0 = plain metal or gemstone only). */
  diamonds: number;
  /** The piece's name, when known: drawers follow the shape it names (design.ts). */
  name: string | null;
}

export type PieceDrawer = (ctx: PieceContext, angle: PictureAngle) => void;

// A product picture: the ground, then the piece drawn by its category's drawer.
import type { CategorySlug } from '../../../domain/catalog/constants.ts';
import type { PictureAngle } from '../../../domain/catalog/picture-path.ts';
import { drawGround } from './ground.ts';
import { metalPaint } from './metal.ts';
import { drawBangle } from './pieces/bangle.ts';
import { drawBracelet } from './pieces/bracelet.ts';
import { drawChain } from './pieces/chain.ts';
import { drawEarrings } from './pieces/earrings.ts';
import { drawMangalsutra } from './pieces/mangalsutra.ts';
import { drawNecklace } from './pieces/necklace.ts';
import { drawNosepin } from './pieces/nosepin.ts';
import { drawPendant } from './pieces/pendant.ts';
import { drawRing } from './pieces/ring.ts';
import { drawSolitaire } from './pieces/solitaire.ts';
import { createRandom } from './random.ts';
import { gemTone } from './stones.ts';
import { SvgBuilder, type Art } from './svg.ts';
import type { PictureSubject, PieceContext, PieceDrawer } from './subject.ts';

export const PIECE_DRAWERS: Record<CategorySlug, PieceDrawer> = {
  rings: drawRing,
  earrings: drawEarrings,
  pendants: drawPendant,
  necklaces: drawNecklace,
  bracelets: drawBracelet,
  bangles: drawBangle,
  nosepins: drawNosepin,
  mangalsutra: drawMangalsutra,
  chains: drawChain,
  solitaires: drawSolitaire,
};

export function pieceDrawer(category: string): PieceDrawer {
  return PIECE_DRAWERS[category as CategorySlug] ?? PIECE_DRAWERS.pendants;
}

export function pieceContext(b: SvgBuilder, subject: PictureSubject): PieceContext {
  return {
    b,
    rng: createRandom(`${subject.category}:${subject.seed}`),
    metal: metalPaint(b, subject.color),
    gem: gemTone(subject.gemstoneType),
    diamonds: Number.isFinite(subject.diamondCount) ? Math.max(0, Math.floor(subject.diamondCount)) : 0,
    name: subject.name ?? null,
  };
}

/** The square picture of one product, from one angle. */
export function drawProductPicture(subject: PictureSubject, angle: PictureAngle): Art {
  const b = new SvgBuilder();
  drawGround(b, subject.seed);
  pieceDrawer(subject.category)(pieceContext(b, subject), angle);
  return b.toArt(1000, 1000);
}

// Chains: cable, rope, box or curb links, laid in a loop with the clasp, worn, and the links close up.
import type { PictureAngle } from '../../../../domain/catalog/picture-path.ts';
import { cubicCurve, joinCurves, pt } from '../geometry.ts';
import { drawBust, shadow } from '../ground.ts';
import { jumpRing, linkChain, lobsterClasp, type LinkStyle } from '../parts.ts';
import type { PieceContext } from '../subject.ts';

export function drawChain(ctx: PieceContext, angle: PictureAngle): void {
  const { b, metal, rng } = ctx;
  const style = rng.pick<LinkStyle>(['cable', 'rope', 'box', 'curb']);
  const weight = rng.between(0.85, 1.2);
  if (angle === 1) {
    const curve = joinCurves([
      cubicCurve({ p0: pt(230, 120), p1: pt(80, 360), p2: pt(200, 800), p3: pt(500, 820) }),
      cubicCurve({ p0: pt(500, 820), p1: pt(800, 800), p2: pt(920, 360), p3: pt(770, 120) }),
    ]);
    shadow(b, 500, 900, 300, 30, 0.1);
    b.add(linkChain(metal, curve, Math.round(76 / weight), 18 * weight, style));
    b.add(lobsterClasp(metal, 238, 108, 26, -60));
    b.add(jumpRing(metal, 770, 118, 10));
    return;
  }
  if (angle === 2) {
    drawBust(b);
    const curve = joinCurves([
      cubicCurve({ p0: pt(352, 230), p1: pt(320, 420), p2: pt(410, 530), p3: pt(500, 540) }),
      cubicCurve({ p0: pt(500, 540), p1: pt(590, 530), p2: pt(680, 420), p3: pt(648, 230) }),
    ]);
    b.add(linkChain(metal, curve, Math.round(52 / weight), 13 * weight, style));
    return;
  }
  const curve = cubicCurve({ p0: pt(-80, 780), p1: pt(280, 360), p2: pt(640, 860), p3: pt(1080, 240) });
  shadow(b, 500, 880, 380, 40, 0.12);
  b.add(linkChain(metal, curve, Math.round(22 / weight), 46 * weight, style));
}

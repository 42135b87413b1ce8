// Which of the store's promises are true of one piece (issue 22 item 6: the trust strip claims only
// what is true). The strip under a piece's buy buttons names only these; the header's strip speaks of
// the store. By the promise's icon name (app/lib/site.ts PROMISES).
import { COD_LIMIT } from './cod-limit.ts';

export type PromiseKind = 'money' | 'returns' | 'cash' | 'shipping' | 'hallmark' | 'exchange' | 'quality' | 'diamond';

export interface PromisePiece {
  offerprice: number;
  metal_type: string;
  diamond_count: number;
}

/**
 * 100% money back and certified diamonds are promises about diamonds; the hallmark is on gold; cash on
 * delivery stops at COD_LIMIT (docs/spec.md: the pincode check's COD limit). Returns, shipping, the old
 * gold exchange and the quality promise hold for every piece.
 */
export function promiseHolds(kind: PromiseKind, piece: PromisePiece): boolean {
  switch (kind) {
    case 'money':
    case 'diamond':
      return piece.diamond_count > 0;
    case 'hallmark':
      return piece.metal_type !== 'None';
    case 'cash':
      return piece.offerprice <= COD_LIMIT;
    default:
      return true;
  }
}

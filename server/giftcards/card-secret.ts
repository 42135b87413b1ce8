// A gift card's code is the money itself: it is made from the system's random source (80 bits, see
// domain/giftcards/card-code.ts) and kept only as a SHA-256, so a copy of the database holds no code
// anyone could spend. 80 random bits cannot be found from their hash by trying, so no salt is needed
// (and a salt would stop the lookup by hash); the prefix keeps these hashes apart from any other.
import { createHash, randomBytes } from 'node:crypto';
import { codeFromBytes } from '../../domain/giftcards/card-code.ts';
import { GIFT_CARD_CODE_LENGTH } from '../../domain/giftcards/limits.ts';

/** A new card code: each random byte's low 5 bits pick one of 32 characters (256 = 8 × 32: no bias). */
export const newCardCode = (): string => codeFromBytes(randomBytes(GIFT_CARD_CODE_LENGTH));

/** How a (canonical) code is stored and looked up. */
export const hashCardCode = (code: string): string =>
  createHash('sha256').update(`suvarna-gift-card|${code}`).digest('hex');

import { describe, expect, it } from 'vitest';
import { cardStanding, type CardFacts, type CardStanding, type Holds } from './card-standing.ts';

const DRAFT = 'vo-mine';
const card = (over: Partial<CardFacts> = {}): CardFacts => ({
  status: 'active',
  balance: 5_000,
  pastExpiry: false,
  lockedVoId: null,
  lockLive: false,
  blocked: false,
  ...over,
});
const none: Holds = { byDraft: 0, byOthers: 0 };

describe('cardStanding', () => {
  it.each<[string, CardFacts, Holds, CardStanding]>([
    [
      'a free card: usable, not yet verified here',
      card(),
      none,
      { available: 5_000, verifiedHere: false, problem: null },
    ],
    [
      'locked to this draft: verified',
      card({ lockedVoId: DRAFT, lockLive: true }),
      none,
      { available: 5_000, verifiedHere: true, problem: null },
    ],
    [
      'its lock to this draft ran out: a fresh code is needed',
      card({ lockedVoId: DRAFT, lockLive: false }),
      none,
      { available: 5_000, verifiedHere: false, problem: null },
    ],
    [
      'held by this draft’s unpaid order: verified, the hold counts as its own',
      card({ balance: 0, lockedVoId: DRAFT, lockLive: false }),
      { byDraft: 5_000, byOthers: 0 },
      { available: 5_000, verifiedHere: true, problem: null },
    ],
    [
      'locked to another draft',
      card({ lockedVoId: 'vo-other', lockLive: true }),
      none,
      { available: 5_000, verifiedHere: false, problem: 'CARD_LOCKED' },
    ],
    [
      'another draft’s lock ran out: free again',
      card({ lockedVoId: 'vo-other', lockLive: false }),
      none,
      { available: 5_000, verifiedHere: false, problem: null },
    ],
    [
      'held by another draft’s order, its lock run out',
      card({ balance: 0, lockedVoId: 'vo-other', lockLive: false }),
      { byDraft: 0, byOthers: 5_000 },
      { available: 0, verifiedHere: false, problem: 'CARD_LOCKED' },
    ],
    ['spent', card({ balance: 0 }), none, { available: 0, verifiedHere: false, problem: 'CARD_USED_UP' }],
    [
      'past its date',
      card({ pastExpiry: true }),
      none,
      { available: 5_000, verifiedHere: false, problem: 'CARD_EXPIRED' },
    ],
    [
      'closed by the expiry pass',
      card({ status: 'expired', balance: 0, pastExpiry: true }),
      none,
      { available: 0, verifiedHere: false, problem: 'CARD_EXPIRED' },
    ],
    [
      'voided by the store: as if it did not exist',
      card({ status: 'void' }),
      none,
      { available: 5_000, verifiedHere: false, problem: 'CARD_NOT_FOUND' },
    ],
    [
      'blocked by the store: said so, even when locked to this draft',
      card({ blocked: true, lockedVoId: DRAFT, lockLive: true }),
      none,
      { available: 5_000, verifiedHere: true, problem: 'CARD_BLOCKED' },
    ],
    [
      'blocked and past its date: blocked comes first',
      card({ blocked: true, pastExpiry: true }),
      none,
      { available: 5_000, verifiedHere: false, problem: 'CARD_BLOCKED' },
    ],
    [
      'voided and blocked: as if it did not exist',
      card({ status: 'void', blocked: true }),
      none,
      { available: 5_000, verifiedHere: false, problem: 'CARD_NOT_FOUND' },
    ],
  ])('%s', (_name, facts, holds, standing) => expect(cardStanding(facts, DRAFT, holds)).toEqual(standing));
});

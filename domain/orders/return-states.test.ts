import { describe, expect, it } from 'vitest';
import {
  RETURN_ACTS,
  RETURN_STATES,
  returnActs,
  returnMove,
  type ReturnAct,
  type ReturnState,
} from './return-states.ts';

describe('returnMove', () => {
  // Every state against every act: the one allowed move of each act, and nothing else.
  const allowed: Record<string, ReturnState> = {
    'requested/receive': 'received',
    'received/check': 'checked',
    'checked/approve': 'approved',
    'checked/reject': 'rejected',
    'approved/refund': 'refunded',
  };
  const table = RETURN_STATES.flatMap((state) => RETURN_ACTS.map((act) => [state, act] as [ReturnState, ReturnAct]));
  it.each(table)('%s, %s', (state, act) => {
    const expected = allowed[`${state}/${act}`];
    expect(returnMove(state, act, true)).toEqual(
      expected ? { ok: true, to: expected } : { ok: false, why: 'wrong_state' },
    );
  });

  it.each<[boolean | null, ReturnAct, boolean]>([
    [false, 'approve', false], // a failed check is rejected, never approved
    [false, 'reject', true],
    [true, 'reject', true], // passed, but the certificate is missing: staff may still reject with a note
    [null, 'approve', false],
  ])('checked with quality %s: %s allowed %s', (quality, act, ok) => {
    const move = returnMove('checked', act, quality);
    expect(move.ok).toBe(ok);
    if (!move.ok) expect(move.why).toBe('quality_failed');
  });

  it('ends at rejected and refunded', () => {
    expect(returnActs('rejected', true)).toEqual([]);
    expect(returnActs('refunded', true)).toEqual([]);
    expect(returnActs('checked', false)).toEqual(['reject']);
    expect(returnActs('checked', true)).toEqual(['approve', 'reject']);
  });
});

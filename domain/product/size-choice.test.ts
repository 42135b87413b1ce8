import { describe, expect, it } from 'vitest';
import { needsSize, parseSizeMemory, rememberSize, restoreSize } from './size-choice.ts';

const v = (id: number, color: string, size: string | null) => ({ id, variant_id: `V-${id}`, color, size });
const ring = [v(1, 'yellow-gold', '10'), v(2, 'yellow-gold', '12'), v(3, 'rose-gold', '10'), v(4, 'rose-gold', '14')];

describe('parseSizeMemory', () => {
  it.each([
    [null, {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"rings":"12","bangles":"2.6","bracelets":"2.2/16"}', { rings: '12', bangles: '2.6', bracelets: '2.2/16' }],
    ['{"rings":12,"bangles":"<script>","Bad Kind":"10"}', {}],
  ])('%s → %j', (raw, memory) => {
    expect(parseSizeMemory(raw)).toEqual(memory);
  });
});

describe('rememberSize', () => {
  it('keeps one size per kind of piece and refuses what is not a size', () => {
    expect(rememberSize({ rings: '10' }, 'rings', '12')).toEqual({ rings: '12' });
    expect(rememberSize({ rings: '10' }, 'bangles', '2.6')).toEqual({ rings: '10', bangles: '2.6' });
    expect(rememberSize({ rings: '10' }, 'rings', 'huge')).toEqual({ rings: '10' });
  });
});

describe('restoreSize', () => {
  it.each([
    ['nothing remembered', ring[0]!, undefined, null],
    [
      'the remembered size in the colour shown (a card linked the first size)',
      ring[0]!,
      '12',
      { variant: ring[1], chosenSize: '12' },
    ],
    ['the shown size is the remembered one', ring[1]!, '12', { variant: ring[1], chosenSize: '12' }],
    ['this colour lacks the remembered size', ring[2]!, '12', null],
  ] as const)('%s', (_, current, remembered, expected) => {
    expect(restoreSize(ring, current, remembered)).toEqual(expected);
  });
  it('does nothing for a piece without sizes', () => {
    expect(restoreSize([v(9, 'white-gold', null)], v(9, 'white-gold', null), '12')).toBeNull();
  });
});

describe('needsSize', () => {
  it.each([
    [{ sized: true, shownSize: '10', chosenSize: null }, true],
    [{ sized: true, shownSize: '10', chosenSize: '12' }, true],
    [{ sized: true, shownSize: '12', chosenSize: '12' }, false],
    [{ sized: false, shownSize: null, chosenSize: null }, false],
    [{ sized: true, shownSize: null, chosenSize: null }, false],
  ])('%j → %s', (input, expected) => {
    expect(needsSize(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/support/product-factory.ts';
import { CHUNKED_POSTINGS, ChunkedPostings, chunkedToArray } from './chunked-postings.ts';
import { SLOT_FACTOR } from './text-index.ts';

/** Chunks of 4 postings, so that a few cross their boundaries. */
const BITS = 2;

type Op = ['push' | 'insertSorted', number] | ['insertAt', number, number] | ['removeAt', number];

function run(ops: readonly Op[]): ChunkedPostings {
  const list = new ChunkedPostings([], BITS);
  for (const op of ops) {
    if (op[0] === 'push') list.push(op[1]);
    else if (op[0] === 'insertSorted') list.insertSorted(op[1]);
    else if (op[0] === 'insertAt') list.insertAt(op[1], op[2]);
    else list.removeAt(op[1]);
  }
  return list;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const pushes = (values: number[]): Op[] => values.map((v) => ['push', v]);

describe('ChunkedPostings', () => {
  it.each<[string, Op[], number[], number]>([
    ['empty', [], [], 0],
    ['one posting', [['push', 7]], [7], 1],
    ['a chunk exactly full', pushes([1, 2, 3, 4]), [1, 2, 3, 4], 1],
    ['one past a chunk', pushes([1, 2, 3, 4, 5]), [1, 2, 3, 4, 5], 2],
    ['inserted at the start across chunks', [...pushes([2, 3, 4, 5, 6]), ['insertAt', 0, 1]], range(1, 7), 2],
    ['inserted at the end, opening a chunk', [...pushes([1, 2, 3, 4]), ['insertAt', 4, 5]], range(1, 6), 2],
    ['inserted before a boundary', [...pushes([1, 2, 3, 5, 6]), ['insertAt', 3, 4]], range(1, 7), 2],
    ['inserted after a boundary', [...pushes([1, 2, 3, 4, 6, 7, 8, 9]), ['insertAt', 4, 5]], range(1, 10), 3],
    [
      'inserted in order',
      [...pushes([10, 20, 40, 50]), ['insertSorted', 30], ['insertSorted', 60]],
      [10, 20, 30, 40, 50, 60],
      2,
    ],
    [
      'the only posting taken out',
      [
        ['push', 7],
        ['removeAt', 0],
      ],
      [],
      0,
    ],
    ['taken out at the start across chunks', [...pushes(range(0, 9)), ['removeAt', 0]], range(1, 9), 2],
    ['taken out before a boundary', [...pushes(range(0, 6)), ['removeAt', 3]], [0, 1, 2, 4, 5], 2],
    ['the one past a chunk taken out, closing it', [...pushes(range(0, 5)), ['removeAt', 4]], range(0, 4), 1],
    ['taken out down to empty', [...pushes([1, 2, 3, 4, 5]), ...Array<Op>(5).fill(['removeAt', 0])], [], 0],
  ])('%s', (_, ops, expected, chunks) => {
    const list = run(ops);
    expect(list.length).toBe(expected.length);
    expect(list.chunks.length).toBe(chunks);
    expect(list.toArray()).toEqual(expected);
    expect(expected.map((_, i) => list.at(i))).toEqual(expected);
  });

  it.each([
    ['empty', [], 5, 0],
    ['below all', [10, 20], 5, 0],
    ['equal to one', [10, 20, 30, 40, 50], 40, 3],
    ['between, across a boundary', [10, 20, 30, 40, 50], 45, 4],
    ['above all', [10, 20, 30, 40, 50], 60, 5],
  ])('firstAtOrAfter: %s', (_, postings, value, at) => {
    expect(new ChunkedPostings(postings, BITS).firstAtOrAfter(value)).toBe(at);
  });

  it('agrees with a sorted array over random inserts and removals', () => {
    const rng = createRng(5);
    const list = new ChunkedPostings([], BITS);
    const oracle: number[] = [];
    for (let step = 0; step < 3_000; step++) {
      if (oracle.length > 0 && rng.chance(0.35)) {
        const i = rng.int(0, oracle.length - 1);
        list.removeAt(i);
        oracle.splice(i, 1);
      } else {
        const value = rng.int(0, 499);
        list.insertSorted(value);
        let i = 0;
        while (i < oracle.length && oracle[i]! < value) i++;
        oracle.splice(i, 0, value);
      }
      expect(list.length).toBe(oracle.length);
      expect(list.chunks.length).toBe(Math.ceil(oracle.length / 4));
    }
    expect(list.toArray()).toEqual(oracle);
  });
});

describe('chunkedToArray', () => {
  it.each([
    ['no chunks', { chunks: [], length: 0 }, []],
    ['a part-filled chunk', { chunks: [Float64Array.of(1, 2, 0, 0)], length: 2 }, [1, 2]],
    [
      'a full chunk and a part-filled one',
      { chunks: [Float64Array.of(1, 2), Float64Array.of(3, 0)], length: 3 },
      [1, 2, 3],
    ],
  ])('%s', (_, sent, expected) => {
    expect(chunkedToArray(sent)).toEqual(expected);
  });
});

describe('CHUNKED_POSTINGS', () => {
  const posting = (slot: number, info = 0) => slot * SLOT_FACTOR + info;

  it('takes out a slot’s posting, and nothing for a slot it does not hold', () => {
    const list = CHUNKED_POSTINGS.of([posting(1), posting(3, 5), posting(8)]);
    CHUNKED_POSTINGS.removeSlot(list, 2);
    expect(CHUNKED_POSTINGS.toArray(list)).toEqual([posting(1), posting(3, 5), posting(8)]);
    CHUNKED_POSTINGS.removeSlot(list, 3);
    expect(CHUNKED_POSTINGS.toArray(list)).toEqual([posting(1), posting(8)]);
    CHUNKED_POSTINGS.removeSlot(list, 9);
    expect(CHUNKED_POSTINGS.length(list)).toBe(2);
  });

  it('inserts in place', () => {
    const list = CHUNKED_POSTINGS.of([]);
    for (const slot of [4, 1, 9, 2]) CHUNKED_POSTINGS.insert(list, posting(slot));
    expect(CHUNKED_POSTINGS.toArray(list)).toEqual([1, 2, 4, 9].map((s) => posting(s)));
  });
});
